"""`ask` reading what a question says about the line beyond its name: a cost asked (never the revenue its other
words name), the non-current side, a balance held on a date, a month's end, an aside on the sign that names no
measure, a formula given after "=" or divided "over", a line "attributable to" the company itself, a balance's two
classes added by a verb, and a partner's share of a balance sheet total reported only in the capital statement.
A data-set filer is also named by the symbol its instance document is named by. Expected values are read from
num.txt."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value

# 2009q3
VERIZON = "0001193125-09-159648"  # 10-Q, Q2 2009: "Cost of services and sales" beside operating revenues
ATG = "0000950123-09-031164"  # 10-Q, Q2 2009, ART TECHNOLOGY GROUP: deferred revenue, current and non-current
HOMER_CITY = "0001047469-09-007345"  # 10-Q, Q2 2009, EME HOMER CITY GENERATION LP: partners' capital by partner
BOSTON_SCI = "0000950123-09-031281"  # 10-Q, Q2 2009, BOSTON SCIENTIFIC: its instance document is bsx-20090630.xml
# 2010q2
SCHWAB = "0001193125-10-112442"  # 10-Q, Q1 2010: segregated cash, a balance and its change labelled alike
LORILLARD = "0000950123-10-045069"  # 10-Q, Q1 2010: equity at March 31, 2009 (the equity statement's)
ROPER = "0000882835-10-000015"  # 10-Q, Q1 2010: long-term debt, its current portion and cash
INTERMEC = "0001044590-10-000036"  # 10-Q, Q1 2010: "Product" revenue and "Cost of product revenues"
AMEREN = "0001193125-10-114175"  # 10-Q, Q1 2010: net income attributable to Ameren and including the NCI
CAREER_ED = "0001193125-10-108947"  # 10-Q, Q1 2010: student receivables, current and non-current
CABLEVISION = "0001104659-10-026401"  # 10-Q, Q1 2010: CNYG and RMG class shares, in treasury and outstanding

QUARTERS = {
    "2009q3": (VERIZON, ATG, HOMER_CITY, BOSTON_SCI),
    "2010q2": (SCHWAB, LORILLARD, ROPER, INTERMEC, AMEREN, CAREER_ED, CABLEVISION),
}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-sides")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def test_a_cost_asked_is_never_the_revenue_and_the_noncurrent_side_never_the_current(data_sets):
    store, num = data_sets
    cost = reported_value(num, VERIZON, "CostOfGoodsAndServicesSold", "20090630", 2)
    assert cost != reported_value(num, VERIZON, "Revenues", "20090630", 2)
    _ok(ask(store, "Verizon's cost of services and sales over the first half of 2009", accession=VERIZON), cost)
    later = reported_value(num, ATG, "DeferredRevenueNoncurrent", "20090630", 0)
    assert later != reported_value(num, ATG, "DeferredRevenueCurrent", "20090630", 0)
    answer = ask(
        store, "ATG's deferred revenue classified as non-current on its June 30, 2009 balance sheet", accession=ATG
    )
    _ok(answer, later)


def test_a_balance_held_on_a_date_a_month_end_and_an_aside_on_the_sign(data_sets):
    store, num = data_sets
    held = reported_value(num, SCHWAB, "CashAndSecuritiesSegregatedUnderFederalAndOtherRegulations", "20100331", 0)
    # the cash flow statement's change in it carries the same label
    assert held != reported_value(
        num, SCHWAB, "IncreaseDecreaseInCashAndSecuritiesSegregatedUnderFederalAndOtherRegulations", "20100331", 1
    )
    answer = ask(
        store,
        "How much cash and investments did Schwab keep segregated and on deposit for regulatory purposes on 3/31/2010?",
        accession=SCHWAB,
    )
    _ok(answer, held)
    used = reported_value(num, SCHWAB, "NetCashProvidedByUsedInOperatingActivities", "20100331", 1)
    assert used < 0
    # "cash" in the aside on the sign is no measure: the operating cash flow is asked
    _ok(ask(store, "Schwab CFO, first quarter of 2010 (negative means operations used cash)", accession=SCHWAB), used)
    equity = reported_value(num, LORILLARD, "StockholdersEquity", "20090331", 0)
    assert equity != reported_value(num, LORILLARD, "StockholdersEquity", "20091231", 0)
    _ok(ask(store, "Lorillard's shareholders' equity at the end of March 2009", accession=LORILLARD), equity)


def test_a_formula_given_after_an_equals_sign_or_divided_over(data_sets):
    store, num = data_sets
    noncurrent = reported_value(num, ROPER, "LongTermDebtNoncurrent", "20100331", 0)
    current = reported_value(num, ROPER, "LongTermDebtCurrent", "20100331", 0)
    cash = reported_value(num, ROPER, "CashAndCashEquivalentsAtCarryingValue", "20100331", 0)
    answer = ask(
        store,
        "Roper net debt at March 31, 2010 = long-term debt net of current portion + current portion of long-term "
        "debt - cash and cash equivalents",
        accession=ROPER,
    )
    _ok(answer, noncurrent + current - cash)
    product = reported_value(num, INTERMEC, "SalesRevenueGoodsNet", "20100331", 1)
    cost = reported_value(num, INTERMEC, "CostOfGoodsSold", "20100331", 1)
    answer = ask(
        store,
        "Intermec product gross margin for Q1 2010, i.e. (product revenue minus cost of product revenues) over "
        "product revenue",
        accession=INTERMEC,
    )
    _ok(answer, (product - cost) / product, 1e-6)
    assert (product - cost) / product != pytest.approx(
        1
        - (cost + reported_value(num, INTERMEC, "CostOfServices", "20100331", 1))
        / reported_value(num, INTERMEC, "SalesRevenueNet", "20100331", 1)
    )


def test_net_income_attributable_to_the_company_itself(data_sets):
    store, num = data_sets
    paid = reported_value(num, AMEREN, "PaymentsOfDividendsCommonStock", "20100331", 1)
    own = reported_value(num, AMEREN, "NetIncomeLoss", "20100331", 1)
    assert own != reported_value(num, AMEREN, "ProfitLoss", "20100331", 1)
    answer = ask(
        store,
        "Ameren's Q1 2010 payout: dividends on common stock paid / net income attributable to Ameren Corporation",
        accession=AMEREN,
    )
    _ok(answer, paid / own, 1e-6)


def test_a_balance_s_two_classes_added_and_a_partner_s_share_of_a_total(data_sets):
    store, num = data_sets
    current = reported_value(num, CAREER_ED, "AccountsReceivableNetCurrent", "20100331", 0)
    noncurrent = reported_value(num, CAREER_ED, "AccountsReceivableNetNoncurrent", "20100331", 0)
    answer = ask(
        store,
        "Career Education's net student receivables at March 31, 2010, adding the current and non-current balances",
        accession=CAREER_ED,
    )
    _ok(answer, current + noncurrent)
    partner = "PartnerTypeOfPartnersCapitalAccount=ChestnutRidgeEnergyCompany;"
    share = reported_value(num, HOMER_CITY, "StockholdersEquity", "20090630", 0, partner)
    # the balance sheet's partners' capital is reported whole only; the capital statement's copy of it by partner
    assert reported_value(num, HOMER_CITY, "PartnersCapital", "20090630", 0) == reported_value(
        num, HOMER_CITY, "StockholdersEquity", "20090630", 0
    )
    answer = ask(
        store,
        "Partners' capital of Chestnut Ridge Energy Company in Homer City's capital statement, June 30, 2009",
        accession=HOMER_CITY,
    )
    _ok(answer, share)


def test_a_data_set_filer_is_named_by_its_instance_document_s_symbol(data_sets):
    store, num = data_sets
    capex = reported_value(num, BOSTON_SCI, "PaymentsToAcquirePropertyPlantAndEquipment", "20090630", 2)
    _ok(ask(store, "Capex at BSX, first half of 2009?", accession=BOSTON_SCI), capex)
    # a symbol the filer does not go by is another company's
    assert ask(store, "Capex at BSXQ for the first half of 2009", accession=BOSTON_SCI).status != "ok"


def test_shares_held_in_treasury_are_counted_for_the_class_named(data_sets):
    store, num = data_sets
    held = reported_value(num, CABLEVISION, "TreasuryStockShares", "20091231", 0, "ClassOfStock=CNYGClassA;")
    assert held != reported_value(num, CABLEVISION, "TreasuryStockValue", "20091231", 0)
    answer = ask(store, "CNYG Class A shares Cablevision held in treasury at year-end 2009", accession=CABLEVISION)
    _ok(answer, held)
    assert answer.unit == "shares"
