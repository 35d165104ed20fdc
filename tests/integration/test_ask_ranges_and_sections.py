"""`ask` reading a range's end asked in words ("the upper end of the expected volatility range") as the filing's
"…, maximum" or "…, minimum" line, and a cash-flow section a line is shown in ("in Apple's operating cash flows") as
where it is, not the operating cash flow. Expected values are read from the instance XML."""

from __future__ import annotations

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.statement_reader import shared_filing as _files

_ASSUMPTIONS = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptions"


def test_a_ranges_end_asked_in_words_is_its_maximum_or_minimum_line(store, loaded):
    files, nflx = _files("nflx-10k-2023"), loaded["nflx-10k-2023"]
    high = files.value(f"{_ASSUMPTIONS}ExpectedVolatilityRateMaximum", "20220101-20221231")
    low = files.value(f"{_ASSUMPTIONS}ExpectedVolatilityRateMinimum", "20220101-20221231")
    assert high is not None and low is not None and high != low
    _ok(ask(store, "Upper end of Netflix's expected volatility range for 2022", accession=nflx), high)
    _ok(ask(store, "The low end of the expected volatility range Netflix used in 2022", accession=nflx), low)
    rate = files.value(f"{_ASSUMPTIONS}RiskFreeInterestRateMinimum", "20220101-20221231")
    assert rate is not None
    _ok(ask(store, "Netflix's lowest risk-free interest rate assumption in 2022", accession=nflx), rate)
    # the valuation's own words ("option grants", "valuing", "assumed") are the assumption line's context
    top = files.value(f"{_ASSUMPTIONS}RiskFreeInterestRateMaximum", "20230101-20231231")
    assert top is not None
    question = "The top of the risk-free rate range Netflix assumed when valuing its 2023 option grants"
    _ok(ask(store, question, accession=nflx), top)


def test_a_line_shown_in_the_operating_cash_flows_is_that_line(store, loaded):
    change = _files("aapl-10q-2023").value("us-gaap:IncreaseDecreaseInAccountsPayable", "20210926-20220625")
    assert change is not None
    answer = ask(
        store,
        "Change in accounts payable in Apple's operating cash flows for the nine months ended June 25, 2022",
        accession=loaded["aapl-10q-2023"],
    )
    _ok(answer, change)
