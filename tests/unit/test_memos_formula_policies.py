"""Claim formulas are evaluated safely and exactly; the SMT-LIB policies parse, and z3 decides them."""

from __future__ import annotations

import itertools

import pytest

from auditgraph.errors import InputError
from auditgraph.memos import formula
from auditgraph.memos.claims import Claim
from auditgraph.memos.policies import PolicyChecker, SmtTerm, load_policies
from auditgraph.memos.risk import TESTS, label_for
from auditgraph.memos.verifier import ClaimCheck, verify_text


def test_a_formula_over_evidence_values_reproduces_the_ratio_exactly():
    # Apple FY2023 revenue 383,285m against FY2022 394,328m (aapl-20230930_htm.xml contexts c-1, c-20)
    assert formula.evaluate("(e0 - e1) / abs(e1)", [383285000000.0, 394328000000.0]) == (383285 - 394328) / 394328
    assert formula.evaluate("e0", [1.5]) == 1.5
    assert formula.evidence_indices("e2 / (e0 - e1)") == [0, 1, 2]


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os').system('true')",
        "e0.real",
        "e0 ** 2",
        "x + 1",
        "abs",
        "abs(e0, e1)",
        "[e0][0]",
        "lambda: 1",
        "e0 if e1 else e0",
        "e0 < e1",
        "'a'",
        "max(e0, e1)",
        "abs(e0)(1)",
        "",
    ],
)
def test_anything_but_arithmetic_over_e_names_is_refused_before_evaluation(text):
    with pytest.raises(InputError):
        formula.evaluate(text, [1.0, 2.0])


def test_division_by_zero_and_missing_evidence_are_input_errors():
    with pytest.raises(InputError, match="divides by zero"):
        formula.evaluate("e0 / e1", [1.0, 0.0])
    with pytest.raises(InputError, match="reads e2"):
        formula.evaluate("e2", [1.0])


def test_every_policy_file_has_an_id_a_statement_and_a_scope():
    policies = load_policies()
    assert [p.id for p in policies] == [
        "P01.balance_identity",
        "P02.ratio_ranges",
        "P03.formula_reproduces_value",
        "P04.citation_scope",
        "P05.trend_like_periods",
        "P06.label_thresholds",
        "P07.intent_concept",
        "P08.intent_period",
        "P09.intent_members",
        "P10.intent_entity",
    ]
    assert all(p.statement and p.scope for p in policies)


def test_balance_identity_holds_within_rounding_and_fails_beyond_it():
    checker = PolicyChecker()
    ok = checker.check(
        [
            (
                "memo",
                "m",
                {
                    "assets": 352583000000.0,
                    "assets_tol": 500000.0,
                    "liabilities_and_equity": 352583400000.0,
                    "liabilities_and_equity_tol": 500000.0,
                },
            )
        ]
    )
    bad = checker.check(
        [
            (
                "memo",
                "m",
                {
                    "assets": 352583000000.0,
                    "assets_tol": 500000.0,
                    "liabilities_and_equity": 353583000000.0,
                    "liabilities_and_equity_tol": 500000.0,
                },
            )
        ]
    )
    assert ok.passed and ok.checked == 1
    assert not bad.passed and [v.policy for v in bad.violations] == ["P01.balance_identity"]


def test_a_claim_whose_value_is_not_its_formula_violates_p03_and_a_negative_current_ratio_p02():
    checker = PolicyChecker()
    result = checker.check(
        [
            (
                "claim",
                "c1",
                {"name": "current_ratio", "value": 0.98, "computed": SmtTerm("(/ 143566000000.0 145308000000.0)")},
            ),
            ("claim", "c2", {"name": "current_ratio", "value": -1.0, "computed": SmtTerm("(- 1.0)")}),
        ]
    )
    assert sorted((v.policy, v.subject) for v in result.violations) == [
        ("P02.ratio_ranges", "c2"),
        ("P03.formula_reproduces_value", "c1"),
    ]


def test_a_fact_of_another_filing_or_period_violates_the_citation_scope():
    base = {
        "fact_accession": "A",
        "memo_accession": "A",
        "fact_dims": 0,
        "fact_end": 1000,
        "memo_end": 1000,
        "fact_quarters": 4,
        "memo_quarters": 4,
        "prior_side": False,
    }
    checker = PolicyChecker()
    cases = [
        base,
        base | {"fact_accession": "B"},
        base | {"fact_end": 990},
        base | {"fact_quarters": 1},
        base | {"fact_dims": 1},
        base | {"fact_end": 1000 - 371, "prior_side": True},
    ]
    result = checker.check([("evidence", str(i), b) for i, b in enumerate(cases)])
    assert sorted(v.subject for v in result.violations) == ["1", "2", "3", "4"]


def test_the_label_policy_agrees_with_the_python_thresholds_on_a_grid():
    """P06 states the thresholds in SMT-LIB; risk.py applies them. Both must give the same label."""
    checker = PolicyChecker()
    grid = {
        "current_ratio": [0.5, 1.0, 2.0],
        "leverage": [0.5, 0.8, 0.9],
        "operating_cash_flow_margin": [0.01, 0.05, 0.3],
        "net_margin": [-0.1, 0.0, 0.2],
        "revenue_yoy": [-0.1, 0.0, 0.1],
        "liquidity": [0.05, 0.1, 0.5],
    }
    instances = []
    names = list(grid)
    for n, combo in enumerate(itertools.product(*[grid[k][::2] + [None] for k in names])):
        values = dict(zip(names, combo))
        fired = {}
        for test, (ratio, op, threshold, _) in TESTS.items():
            v = values[ratio]
            fired[test] = v is not None and (v < threshold if op == "<" else v > threshold)
        label = label_for(sum(v is not None for v in values.values()), sum(fired.values()))
        b = {"label": label} | {f"fired_{t}": f for t, f in fired.items()}
        for k, v in values.items():
            b[f"has_{k}"], b[k] = v is not None, v if v is not None else 0.0
        instances.append(("label", str(n), b))
    result = checker.check(instances)
    assert result.checked == len(instances) == 3**6 and result.passed
    wrong = dict(instances[0][2]) | {"label": "low" if instances[0][2]["label"] != "low" else "high"}
    assert not checker.check([("label", "x", wrong)]).passed


def _claim(cid, value, unit="USD", display=""):
    return Claim(
        id=cid, kind="fact", name=cid, value=value, unit=unit, formula="e0", evidence=["k"], text=cid, display=display
    )


def test_the_verifier_removes_a_sentence_with_a_number_no_claim_supports():
    claims = [_claim("c1", 383285000000.0), _claim("c2", 0.2884, "pure", "percent")]
    checks = [
        ClaimCheck(claim=c.id, value_ok=True, citations_ok=True, cited=1, precise_citations=1, problems=[])
        for c in claims
    ]
    text = "Revenue was $383.29bn. Margin was 28.84%. Apple has 161,000 employees. Filed for 10-K 2023-09-30."
    final, v = verify_text(text, claims, checks, ["10-K", "2023-09-30"])
    assert v.status == "repaired" and v.unsupported_numbers == ["161,000"]
    assert final == "Revenue was $383.29bn. Margin was 28.84%. Filed for 10-K 2023-09-30."
    _, rejected = verify_text("Revenue was $400bn.", claims, checks, [])
    assert rejected.status == "rejected"
    bad = [checks[0].model_copy(update={"value_ok": False}), checks[1]]
    _, v2 = verify_text("Revenue was $383.29bn.", claims, bad, [])
    assert v2.status == "rejected"  # a number whose claim did not re-derive from the graph is not supported


def test_a_trend_compares_like_spans_a_whole_number_of_years_apart():
    checker = PolicyChecker()

    def trend(days: int, quarters: tuple[int, int] = (4, 4)):
        return checker.check(
            [
                (
                    "trend",
                    "t",
                    {
                        "current_concept": "us-gaap:Revenues",
                        "prior_concept": "us-gaap:Revenues",
                        "current_end": 20000 + days,
                        "prior_end": 20000,
                        "current_quarters": quarters[0],
                        "prior_quarters": quarters[1],
                    },
                )
            ]
        )

    assert trend(365).passed and trend(371).passed  # a 53-week year
    assert trend(731).passed  # "2012 vs 2010"
    assert not trend(500).passed and not trend(182).passed
    assert not trend(365, (1, 3)).passed  # a quarter against a year to date
