"""Memos and answers over the session graph (US-GAAP 2024 + every shared filing), numbers from the XML.

Apple 10-K 2023 (aapl-20230930_htm.xml), context c-22 = instant 2023-09-30, c-1 = FY 2022-09-25..2023-09-30,
c-20 = FY2022: AssetsCurrent 143,566m, LiabilitiesCurrent 145,308m, Liabilities 290,437m, Assets 352,583m,
StockholdersEquity 62,146m, CashAndCashEquivalentsAtCarryingValue 29,965m (c-22); revenue
(RevenueFromContractWithCustomerExcludingAssessedTax) 383,285m (c-1) and 394,328m (c-20);
NetCashProvidedByUsedInOperatingActivities 110,543m, NetIncomeLoss 96,995m, OperatingIncomeLoss 114,301m (c-1).
CARBO Ceramics 10-K 2017 (crr.xbrl.xml, context C_0001009672_20171231) reports no Liabilities:
LiabilitiesAndStockholdersEquity 540,598k - StockholdersEquity 405,765k = 134,833k.
"""

from __future__ import annotations

import pytest

from auditgraph.evals.ask import evaluate_ask, load_questions
from auditgraph.evals.memos import evaluate_memos
from auditgraph.memos.ask import ask
from auditgraph.memos.memo import MemoService
from auditgraph.memos.policies import PolicyChecker

AAPL = "0000320193-23-000106"


@pytest.fixture(scope="module")
def service(store, loaded, session_settings):
    return MemoService(store=store, settings=session_settings)


def test_apple_2023_memo_ratios_are_the_xml_values_with_their_fact_keys(service):
    memo = service.memo(AAPL)
    claims = {c.name: c for c in memo.claims}
    assert claims["current_ratio"].value == 143566000000 / 145308000000
    assert claims["current_ratio"].evidence == [
        f"{AAPL}:320193:us-gaap:AssetsCurrent:20230930:USD",
        f"{AAPL}:320193:us-gaap:LiabilitiesCurrent:20230930:USD",
    ]
    assert claims["leverage"].value == 290437000000 / 352583000000
    assert claims["debt_to_equity"].value == 290437000000 / 62146000000
    assert claims["operating_cash_flow_margin"].value == 110543000000 / 383285000000
    assert claims["net_margin"].value == 96995000000 / 383285000000
    assert claims["liquidity"].value == 29965000000 / 290437000000
    assert claims["revenue_yoy"].kind == "trend" and claims["revenue_yoy"].formula == "(e0 - e1) / abs(e1)"
    assert claims["revenue_yoy"].value == (383285 - 394328) / 394328
    assert claims["revenue_yoy"].evidence[1].endswith(":20210926-20220924:USD")
    # current ratio 0.988 < 1, leverage 0.824 > 0.8, revenue fell 2.8%: three tests fire -> high
    assert memo.risk.label == "high"
    assert [t.test for t in memo.risk.fired] == ["weak_current_ratio", "high_leverage", "falling_revenue"]
    assert memo.policy.passed and memo.policy.checked > 40
    assert memo.verification.status == "verified" and memo.verification.claims_ok
    assert "current ratio of 0.99x" in memo.text and "$383.29bn" in memo.text and "-2.80%" in memo.text


def test_liabilities_are_derived_and_said_so_when_the_filing_does_not_report_them(service, loaded):
    memo = service.memo(loaded["standalone/crr.xbrl.xml"])
    derived = next(c for c in memo.claims if c.name == "liabilities_derived")
    assert derived.value == 540598000 - 405765000 and derived.formula == "e0 - e1"
    assert "derived as us-gaap:LiabilitiesAndStockholdersEquity - us-gaap:StockholdersEquity" in derived.note
    leverage = next(c for c in memo.claims if c.name == "leverage")
    assert leverage.formula == "(e0 - e1) / e2" and leverage.value == (540598000 - 405765000) / 540598000
    assert "derived" in memo.text and memo.verification.claims_ok


def test_a_ratio_that_cannot_be_computed_says_why(service, loaded):
    memo = service.memo(loaded["aeon-10q-2023"])
    reasons = {u.name: u.reason for u in memo.unavailable}
    assert "no revenue for the 3-quarter period to 2023-09-30 is reported" in reasons["net_margin"]
    assert not any(c.name == "net_margin" for c in memo.claims)


def test_microsoft_2015_revenue_is_the_total_its_income_statement_presents(service):
    memo = service.memo("0001193125-15-272806")
    revenue = next(c for c in memo.claims if c.name == "revenue")
    assert revenue.note == "reported as us-gaap:SalesRevenueNet" and revenue.value == 93580000000


def test_a_tampered_claim_is_caught_by_the_verifier_and_by_policy_p03(service, store):
    from auditgraph.memos.facts import load_filing_facts
    from auditgraph.memos.memo import policy_instances
    from auditgraph.memos.ratios import ALL_CONCEPTS
    from auditgraph.memos.verifier import GraphFacts, check_claim

    memo = service.memo(AAPL)
    claim = next(c for c in memo.claims if c.name == "current_ratio").model_copy(update={"value": 1.05})
    graph = GraphFacts.read(store, claim.evidence)
    check = check_claim(claim, graph, AAPL)
    assert not check.value_ok and "gives" in check.problems[0]
    ff = load_filing_facts(store, AAPL, ALL_CONCEPTS)
    result = PolicyChecker().check(policy_instances(AAPL, ff, [claim], None, graph))
    assert [v.policy for v in result.violations] == ["P03.formula_reproduces_value"]
    foreign = claim.model_copy(
        update={
            "value": 1.0,
            "formula": "e0 / e1",
            "evidence": ["0001193125-15-272806:789019:us-gaap:AssetsCurrent:20150630:USD", claim.evidence[1]],
        }
    )
    assert not check_claim(foreign, GraphFacts.read(store, foreign.evidence), AAPL).citations_ok


def test_a_model_that_writes_its_own_number_is_repaired(store, loaded, session_settings):
    from auditgraph.agents.messages import AssistantMessage
    from auditgraph.memos.memo import ModelWriter

    class Scripted:
        def complete(self, role, system, messages, tools):
            assert "383285" not in messages[0]["content"]  # the model never sees a value
            return AssistantMessage(content="Sales reached {{c1}}. Apple sold 232 million iPhones. Risk is high.")

    svc = MemoService(store=store, settings=session_settings, writer=ModelWriter(backend=Scripted(), name="scripted"))
    memo = svc.memo(AAPL)
    assert memo.backend == "scripted" and memo.verification.status == "repaired"
    assert memo.text == "Sales reached $383.29bn. Risk is high."
    assert memo.verification.unsupported_numbers == ["232"]


def test_ask_answers_the_issue_question_with_evidence_and_formula(store, loaded):
    answer = ask(store, "What was Apple's operating cash flow margin in fiscal 2023?")
    assert answer.status == "ok" and answer.value == 110543000000 / 383285000000 and answer.formula == "e0 / e1"
    assert answer.evidence == [
        f"{AAPL}:320193:us-gaap:NetCashProvidedByUsedInOperatingActivities:20220925-20230930:USD",
        f"{AAPL}:320193:us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax:20220925-20230930:USD",
    ]
    assert answer.policy.passed and "28.84%" in answer.answer


def test_ask_never_guesses(store, loaded):
    assert ask(store, "What was Tesla's revenue in 2023?").status == "not_found"
    aeon = ask(store, "What was AEON Biopharma's net margin in the nine months ended September 30, 2023?")
    assert aeon.status == "not_found" and "no revenue" in aeon.answer and aeon.reason == "concept_not_reported"
    q = ask(store, "What was Apple's revenue for the quarter ended July 1, 2023?")
    assert q.status == "ok" and q.evidence[0].endswith(":20230402-20230701:USD")  # the quarter, not the YTD


def test_ask_is_exact_on_the_question_set(store, loaded):
    questions = load_questions()
    assert len(questions) >= 100
    sample = questions[::3]  # a third of the set here; `auditgraph eval ask` runs all of it
    checker = PolicyChecker()
    metrics = evaluate_ask(sample, lambda q: ask(store, q, checker=checker).model_dump(mode="json"))
    assert metrics.exact >= 0.95, metrics.misses
    assert metrics.citation_precision == 1.0


def test_eval_memos_scores_every_shared_filing(service, loaded):
    metrics = evaluate_memos(service, sorted(loaded.values()), warm_sample=3)
    assert metrics.memos == len(loaded) and not metrics.failed
    assert metrics.numeric_exactness == 1.0 and metrics.citation_precision == 1.0 and metrics.claim_error_rate == 0.0
    assert metrics.text_numbers_verified == 1.0
