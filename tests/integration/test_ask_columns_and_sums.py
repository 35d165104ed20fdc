"""`ask` over equity statements read by column (a column a verb points at, a column named the way statements head it,
an equity roll-forward), sums asked for by their verb ("Add up …"), a symbol spelled from a name that opens with a
generic word, and a cash flow asked either way ("generate or burn"). Expected values are read from num.txt itself."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import load_quarters, reported_value

# 2010q2
NHP = "0000950123-10-045562"  # 10-Q, Q1 2010, NATIONWIDE HEALTH PROPERTIES: a conversion of preferred stock by column
UMB = "0001193125-10-108296"  # 10-Q, Q1 2010, UMB FINANCIAL: "capital surplus", an equity statement back to 2008
AON = "0001104659-10-025227"  # 10-Q, Q1 2010, AON: an accumulated other comprehensive loss column
DTE = "0000950123-10-040289"  # 10-Q, Q1 2010, DTE ENERGY: common dividends paid on the cash flow statement
AVALONBAY = "0000950123-10-044669"  # 10-Q, Q1 2010, AVALONBAY: mortgage notes payable and unsecured notes
GENWORTH = "0001193125-10-101913"  # 10-Q, Q1 2010, GENWORTH: a cumulative effect of an accounting change by column
# 2009q3
SUNTRUST = "0001193125-09-169479"  # 10-Q, Q2 2009, SUNTRUST: a repurchase of preferred stock, by column and in total
NYCB = "0001193125-09-170623"  # 10-Q, Q2 2009, NEW YORK COMMUNITY BANCORP ("NYCB"): operations used cash
PROLOGIS = "0000950123-09-029196"  # 10-Q, Q2 2009, PROLOGIS: "distributions in excess of net earnings"
UNUM = "0001193125-09-165373"  # 10-Q, Q2 2009, UNUM: an equity statement's columns a year back

QUARTERS = {"2010q2": (NHP, UMB, AON, DTE, AVALONBAY, GENWORTH), "2009q3": (SUNTRUST, NYCB, PROLOGIS, UNUM)}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-columns")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def _column(name: str) -> str:
    return f"EquityComponents={name};"


def test_the_column_a_verb_points_at_not_the_line_total_or_a_column_named_in_the_line(data_sets):
    store, num = data_sets
    apic = reported_value(
        num, NHP, "StockIssuedDuringPeriodValueConversionRedemptionOfConvertibleSecurities", "20100331", 1,
        _column("AdditionalPaidInCapital"),
    )  # fmt: skip
    total = reported_value(
        num, NHP, "StockIssuedDuringPeriodValueConversionRedemptionOfConvertibleSecurities", "20100331", 1
    )
    assert apic != total
    answer = ask(
        store,
        "How much did the conversion or redemption of preferred stock add to capital in excess of par value at NHP in "
        "the first quarter of 2010?",
        accession=NHP,
    )
    assert answer.status == "ok" and answer.value == apic, answer.answer
    preferred = reported_value(
        num, SUNTRUST, "StockRedeemedOrCalledDuringPeriodValue", "20090630", 2, _column("PreferredStock")
    )
    total = reported_value(num, SUNTRUST, "StockRedeemedOrCalledDuringPeriodValue", "20090630", 2)
    assert preferred != total
    answer = ask(
        store,
        "By how much did SunTrust's repurchase of preferred stock reduce the preferred stock column in the first six "
        "months of 2009?",
        accession=SUNTRUST,
    )
    # "preferred stock" is said twice: the second, before "column", is the column
    assert answer.status == "ok" and answer.value == preferred, answer.answer


def test_columns_named_as_statements_head_them_and_an_equity_roll_forward(data_sets):
    store, num = data_sets
    aoci = reported_value(
        num, UNUM, "StockholdersEquity", "20080630", 0, _column("AccumulatedOtherComprehensiveIncome")
    )
    answer = ask(
        store,
        "Unum's equity roll-forward: the accumulated other comprehensive income column at June 30, 2008",
        accession=UNUM,
    )
    assert answer.status == "ok" and answer.value == aoci, answer.answer
    distributions = reported_value(num, PROLOGIS, "Dividends", "20090630", 2, _column("RetainedEarnings"))
    answer = ask(
        store,
        "ProLogis distributions charged to its distributions in excess of net earnings column, first half of 2009",
        accession=PROLOGIS,
    )
    assert answer.status == "ok" and answer.value == distributions, answer.answer
    translation = reported_value(
        num, AON, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease",
        "20100331", 1, _column("AccumulatedOtherComprehensiveIncome"),
    )  # fmt: skip
    answer = ask(
        store,
        "Aon's Q1 2010 foreign currency translation adjustments, net, in the accumulated other comprehensive loss "
        "column",
        accession=AON,
    )
    assert answer.status == "ok" and answer.value == translation, answer.answer
    awards = reported_value(
        num,
        UMB,
        "StockIssuedDuringPeriodValueShareBasedCompensation",
        "20100331",
        1,
        _column("AdditionalPaidInCapital"),
    )
    answer = ask(
        store, "UMB Q1 2010: effect of its issuance of equity awards on the capital surplus column", accession=UMB
    )
    assert answer.status == "ok" and answer.value == awards, answer.answer
    opening = reported_value(num, UMB, "StockholdersEquity", "20081231", 0, _column("RetainedEarnings"))
    answer = ask(
        store, "Opening balance of UMB's retained earnings column in its 2009 equity roll-forward (December 31, 2008)",
        accession=UMB,
    )  # fmt: skip
    assert answer.status == "ok" and answer.value == opening, answer.answer
    # a word that moves the column ("effect") is still a word of the line where a line holds it
    cumulative = reported_value(
        num, GENWORTH, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple", "20100331", 1,
        _column("RetainedEarnings"),
    )  # fmt: skip
    answer = ask(
        store,
        "Genworth Q1 2010 equity statement: cumulative effect of the change in accounting in the retained earnings column",
        accession=GENWORTH,
    )
    assert answer.status == "ok" and answer.value == cumulative, answer.answer


def test_a_symbol_spelled_from_a_name_opening_with_new_and_cash_generated_or_burned(data_sets):
    store, num = data_sets
    dividends = reported_value(num, NYCB, "CashDividends", "20090630", 2, _column("RetainedEarnings"))
    answer = ask(
        store, "In NYCB's equity statement, common dividends charged to retained earnings in 1H 2009", accession=NYCB
    )
    assert answer.status == "ok" and answer.value == dividends, answer.answer  # NYCB is the filing's, no other company
    operating = reported_value(num, NYCB, "NetCashProvidedByUsedInOperatingActivities", "20090630", 2)
    assert operating < 0
    answer = ask(
        store, "Did NYCB's operations generate or burn cash in the first half of 2009, and how much?", accession=NYCB
    )
    # either way asked: the signed operating cash flow, not a burn (its negative)
    assert answer.status == "ok" and answer.value == operating, answer.answer


def test_a_sum_asked_by_its_verb_and_where_a_line_is_shown_in_an_aside(data_sets):
    store, num = data_sets
    secured = reported_value(num, AVALONBAY, "SecuredDebt", "20100331", 0)
    unsecured = reported_value(num, AVALONBAY, "UnsecuredDebt", "20100331", 0)
    answer = ask(
        store,
        "Add up AvalonBay's mortgage notes payable and unsecured notes, net at March 31, 2010",
        accession=AVALONBAY,
    )
    assert answer.status == "ok" and answer.value == secured + unsecured, answer.answer
    answer = ask(store, "Sum DTE's operating revenues for Q1 2010 and Q1 2009", accession=DTE)
    # a sum over two periods is not read: refused, never one of its terms
    assert answer.status != "ok" and answer.value is None, answer.answer
    paid = reported_value(num, DTE, "PaymentsOfDividendsCommonStock", "20100331", 1)
    answer = ask(store, "DTE common dividends paid in Q1 2010 (from the cash flow statement)", accession=DTE)
    assert answer.status == "ok" and answer.value == paid, answer.answer
