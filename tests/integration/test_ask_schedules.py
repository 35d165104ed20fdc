"""Maturity schedules: a year after the balance date is a position in a note's schedule (Year One … after Year
Five), read at that balance date; expected values come from the filings' XML (tests/statement_reader.py)."""

from __future__ import annotations

from auditgraph.memos.ask import ask
from tests.conftest import filing_path
from tests.statement_reader import FilingFiles

AAPL = "0000320193-23-000106"


def test_a_fiscal_year_after_the_balance_date_is_that_year_of_the_schedule(store, loaded):
    files = FilingFiles(filing_path("aapl-10k-2023"))
    year_three = files.value("us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceOnThirdAnniversary", "20230930")
    assert year_three is not None
    answer = ask(store, "Apple unconditional purchase obligations due in fiscal 2026", accession=AAPL)
    assert answer.status == "ok", answer.answer
    assert answer.value == year_three
    assert answer.intent is not None and answer.intent.period.end is not None
    assert answer.intent.period.end.isoformat() == "2023-09-30" and answer.intent.period.months == 0
    assert "Year Three" in answer.answer  # the schedule's line, not only the filer's "2026"
    # "after fiscal 2028" and "beyond five years" are the same line
    after = files.value("us-gaap:LongTermDebtMaturitiesRepaymentsOfPrincipalAfterYearFive", "20230930")
    for q in (
        "Apple term debt principal due after fiscal 2028",
        "Apple term debt maturing beyond five years, per the fiscal 2023 10-K",
    ):
        answer = ask(store, q, accession=AAPL)
        assert answer.status == "ok" and answer.value == after, (q, answer.answer)


def test_a_span_of_years_reported_year_by_year_is_their_sum(store, loaded):
    files = FilingFiles(filing_path("aapl-10k-2023"))
    years = [
        files.value(f"us-gaap:LongTermDebtMaturitiesRepaymentsOfPrincipalInYear{n}", "20230930")
        for n in ("Two", "Three", "Four", "Five")
    ]
    assert None not in years
    answer = ask(store, "Apple term debt principal due in fiscal 2025 through fiscal 2028 combined", accession=AAPL)
    assert answer.status == "ok", answer.answer
    assert answer.value == sum(years)  # type: ignore[arg-type]
    assert len(answer.evidence) == 4


def test_a_schedules_line_at_an_earlier_balance_date_and_as_a_share_of_its_total(store, loaded):
    nflx = loaded["nflx-10k-2023"]
    files = FilingFiles(filing_path("nflx-10k-2023"))
    prior = files.value("us-gaap:PurchaseObligationDueInNextTwelveMonths", "20221231")
    latest = files.value("us-gaap:PurchaseObligationDueInNextTwelveMonths", "20231231")
    assert prior is not None and latest is not None and prior != latest
    answer = ask(
        store, "Netflix purchase obligations due in the next twelve months as of year-end 2022", accession=nflx
    )
    assert answer.status == "ok" and answer.value == prior, answer.answer
    after = files.value("us-gaap:LesseeOperatingLeaseLiabilityPaymentsDueAfterRollingYearFive", "20231231")
    total = files.value("us-gaap:LesseeOperatingLeaseLiabilityPaymentsDue", "20231231")
    assert after is not None and total
    answer = ask(
        store,
        "What fraction of Netflix's operating lease payments at December 31, 2023 falls due after year five?",
        accession=nflx,
    )
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - after / total) < 1e-9  # type: ignore[operator]


def test_a_schedule_the_words_do_not_tell_apart_is_not_answered_from_either(store, loaded):
    # Apple reports operating and finance lease payments year by year: "lease payments" alone names neither
    files = FilingFiles(filing_path("aapl-10k-2023"))
    operating = files.value("us-gaap:LesseeOperatingLeaseLiabilityPaymentsDueYearTwo", "20230930")
    finance = files.value("us-gaap:FinanceLeaseLiabilityPaymentsDueYearTwo", "20230930")
    assert operating is not None and finance is not None and operating != finance
    answer = ask(store, "Apple lease payments due in fiscal 2025", accession=AAPL)
    assert answer.status != "ok" or answer.value not in (operating, finance), answer.answer
    answer = ask(store, "Apple operating lease payments due in fiscal 2025", accession=AAPL)
    assert answer.status == "ok" and answer.value == operating, answer.answer


def test_an_amount_is_no_answer_to_a_ratio_the_question_defines(store, loaded):
    files = FilingFiles(filing_path("unp-10k-2012"))
    interest = files.value("us-gaap:CapitalLeasesFutureMinimumPaymentsInterestIncludedInPayments", "20121231")
    total = files.value("us-gaap:CapitalLeasesFutureMinimumPaymentsDue", "20121231")
    assert interest is not None and total
    answer = ask(
        store,
        "What part of Union Pacific's minimum capital lease payments at December 31, 2012 is interest (interest "
        "included / total minimum payments)?",
        accession=loaded["unp-10k-2012"],
    )
    assert answer.value != interest, answer.answer  # the amount answers another question
    assert answer.status != "ok" or abs(answer.value - interest / total) < 1e-9  # type: ignore[operator]
