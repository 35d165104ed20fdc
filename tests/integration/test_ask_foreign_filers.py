"""`ask` on foreign filers' and banks' data-set filings: Japanese fiscal-year names ("FY3/08", "FY ended Mar-08"),
amounts in reais and yen with the currency said, a Brazilian bank named "Banco Bradesco" where its filing says BANK
BRADESCO, weighted-average shares asked over a year that ends on a date, net and total debt defined in words (the
definition first, "taken as", an aside, a line's own "less current portion"), a ratio said as steps ("add A, B and C,
then divide by E"), a payout over "net income attributable to" the company (not its comprehensive income), a bank's
own parent-company net income and equity lines. Expected values are read from num.txt."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters
from tests.fsds_support import reported_value as _reported

# 2009q3
FRESENIUS_Q2 = "0000950123-09-029921"  # 10-Q, Q2 2009: FRESENIUS MEDICAL CARE AG & CO. KGAA
DIAMOND = "0000950123-09-026820"  # 10-Q, Q2 2009: DIAMOND OFFSHORE DRILLING INC ("Contract drilling" twice)
PETROHAWK = "0001193125-09-163743"  # 10-Q, Q2 2009: PETROHAWK ENERGY CORP
# 2010q2
NIDEC = "0001193125-10-147854"  # 20-F, FY to March 2010: NIDEC CORP (yen)
RICOH = "0001193125-10-149117"  # 20-F, FY to March 2010: RICOH CO LTD (yen)
ORIX = "0001193125-10-149108"  # 20-F, FY to March 2010: ORIX CORP (yen)
ITAU = "0001144204-10-032612"  # 20-F, 2009: ITAU UNIBANCO HOLDING S.A. (reais)
BRADESCO = "0001292814-10-002221"  # 20-F, 2009: BANK BRADESCO (reais)
NTT = "0001193125-10-150583"  # 20-F, FY to March 2010: NIPPON TELEGRAPH & TELEPHONE CORP (yen)
DOCOMO = "0000950123-10-060473"  # 20-F, FY to March 2010: NTT DOCOMO INC (yen)
HONDA = "0001193125-10-145540"  # 20-F, FY to March 2010: HONDA MOTOR CO LTD (yen)
EOG = "0000821189-10-000022"  # 10-Q, Q1 2010: EOG RESOURCES INC
FRESENIUS_Q1 = "0000950123-10-044079"  # 10-Q, Q1 2010: FRESENIUS MEDICAL CARE AG & CO. KGAA

QUARTERS = {
    "2009q3": (FRESENIUS_Q2, DIAMOND, PETROHAWK),
    "2010q2": (NIDEC, RICOH, ORIX, ITAU, BRADESCO, NTT, DOCOMO, HONDA, EOG, FRESENIUS_Q1),
}


def reported_value(num, adsh, tag, ddate, qtrs, segments=""):
    """num.txt's value in the filing's own currency (the Japanese filers add dollar translations)."""
    yen = adsh in {NIDEC, RICOH, ORIX, NTT, DOCOMO, HONDA}
    shares = "Shares" in tag
    return _reported(num, adsh, tag, ddate, qtrs, segments, "JPY" if yen and not shares else None)


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-foreign")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def test_japanese_fiscal_year_names_ask_that_year(data_sets):
    store, num = data_sets
    capex = reported_value(num, NIDEC, "PaymentsToAcquirePropertyPlantAndEquipment", "20090331", 4)
    assert capex != reported_value(num, NIDEC, "PaymentsToAcquirePropertyPlantAndEquipment", "20100331", 4)
    _ok(ask(store, "Nidec capex (PP&E additions) in FY3/09, yen", accession=NIDEC), capex)
    sga = reported_value(num, RICOH, "SellingGeneralAndAdministrativeExpense", "20080331", 4)
    _ok(ask(store, "Ricoh SG&A, FY3/08 (yen)", accession=RICOH), sga)
    bought = reported_value(num, ORIX, "PaymentsForRepurchaseOfCommonStock", "20080331", 4)
    question = "ORIX buybacks (treasury stock acquired, cash flow statement), FY ended Mar-08, yen"
    _ok(ask(store, question, accession=ORIX), bought)


def test_the_currency_said_is_the_unit_and_banco_is_the_banks_name(data_sets):
    store, num = data_sets
    assets = reported_value(num, ITAU, "Assets", "20081231", 0)
    _ok(ask(store, "Total assets of Itau Unibanco at the end of 2008, in reais", accession=ITAU), assets)
    deposits = reported_value(num, BRADESCO, "BrazilianCentralBankCompulsoryDeposits", "20091231", 0)
    question = "Bradesco's compulsory deposits with the Brazilian Central Bank at December 31, 2009, in reais"
    _ok(ask(store, question, accession=BRADESCO), deposits)
    savings = reported_value(num, BRADESCO, "InterestBearingDomesticDepositSavings", "20091231", 0)
    question = "How much did Banco Bradesco hold in interest-bearing savings deposits at year-end 2009?"
    _ok(ask(store, question, accession=BRADESCO), savings)
    # another bank's name is still another company
    other = ask(store, "What did Banco Santander report as net income in 2009?", accession=BRADESCO)
    assert other.status != "ok", other.answer


def test_weighted_average_shares_over_a_year_ended_on_a_date(data_sets):
    store, num = data_sets
    shares = reported_value(num, NTT, "WeightedAverageNumberBasicDilutedSharesOutstanding", "20080331", 4)
    question = "NTT weighted average number of shares outstanding in the fiscal year ended March 31, 2008"
    _ok(ask(store, question, accession=NTT), shares)


def test_debt_defined_in_words(data_sets):
    store, num = data_sets

    def at(adsh, date, *tags):
        return [reported_value(num, adsh, t, date, 0) for t in tags]

    current, noncurrent, cash = at(
        EOG, "20100331", "LongTermDebtCurrent", "LongTermDebtNoncurrent", "CashAndCashEquivalentsAtCarryingValue"
    )
    question = (
        "Taking net debt as current portion of long-term debt plus long-term debt minus cash and cash equivalents, "
        "what was EOG's net debt at the end of Q1 2010?"
    )
    _ok(ask(store, question, accession=EOG), current + noncurrent - cash)
    current, noncurrent, cash = at(PETROHAWK, "20090630", "LongTermDebtCurrent", "LongTermDebtNoncurrent", "Cash")
    question = (
        "Petrohawk net debt at June 30, 2009, taken as long-term debt (current portion plus non-current) minus cash"
    )
    _ok(ask(store, question, accession=PETROHAWK), current + noncurrent - cash)
    short, current, noncurrent, cash = at(
        NTT,
        "20090331",
        "ShortTermBorrowings",
        "LongTermDebtCurrent",
        "LongTermDebtNoncurrent",
        "CashAndCashEquivalentsAtCarryingValue",
    )
    question = (
        "Net debt of NTT at March 31, 2009 (short-term borrowings plus current and long-term debt, minus cash and "
        "cash equivalents), in yen"
    )
    _ok(ask(store, question, accession=NTT), short + current + noncurrent - cash)
    total = sum(
        at(
            FRESENIUS_Q1,
            "20100331",
            "ShortTermBorrowings",
            "ShortTermBorrowingsDueToRelatedPartiesCurrent",
            "LongTermDebtAndCapitalLeaseObligationsCurrent",
            "LongTermDebtAndCapitalLeaseObligations",
        )
    )
    question = (
        "Total debt at Fresenius Medical Care on March 31, 2010, taken as short-term borrowings + short-term "
        "borrowings from related parties + current portion of long-term debt and capital leases + long-term debt "
        "and capital leases less current portion"
    )
    _ok(ask(store, question, accession=FRESENIUS_Q1), total)
    short, current, noncurrent, equity = at(
        HONDA, "20100331", "ShortTermBorrowings", "LongTermDebtCurrent", "LongTermDebtNoncurrent", "StockholdersEquity"
    )
    question = (
        "Honda leverage at fiscal year-end March 2010: add short-term debt, the current portion of long-term debt "
        "and long-term debt, then divide by equity attributable to Honda Motor Co., Ltd. shareholders"
    )
    _ok(ask(store, question, accession=HONDA), (short + current + noncurrent) / equity)


def test_net_income_attributable_to_the_company_and_a_banks_parent_lines(data_sets):
    store, num = data_sets
    paid = reported_value(num, DOCOMO, "PaymentsOfDividendsCommonStock", "20100331", 4)
    earned = reported_value(num, DOCOMO, "NetIncomeLoss", "20100331", 4)
    question = (
        "DOCOMO's cash payout ratio for the year to March 2010: dividends paid (cash flow statement) divided by net "
        "income attributable to NTT DOCOMO"
    )
    _ok(ask(store, question, accession=DOCOMO), paid / earned)
    _ok(
        ask(
            store,
            "Honda divvies paid to its own shareholders (cash flow statement), FY ended March 2010",
            accession=HONDA,
        ),
        reported_value(num, HONDA, "PaymentsOfDividendsCommonStock", "20100331", 4),
    )
    parent = reported_value(num, BRADESCO, "ParentCompanyNetIncome", "20081231", 4)
    assert parent != reported_value(num, BRADESCO, "NetIncomeLoss", "20081231", 4)
    _ok(ask(store, "Bradesco bottom line to the parent, FY08", accession=BRADESCO), parent)
    bare = ask(store, "Bradesco's net income in 2009?", accession=BRADESCO)
    assert bare.status == "ambiguous", bare.answer
    opex = reported_value(num, BRADESCO, "NoninterestExpense", "20081231", 4)
    _ok(ask(store, "Bradesco total non-interest opex, FY2008", accession=BRADESCO), opex)
    provision = reported_value(num, ITAU, "ProvisionForLoanAndLeaseLosses", "20091231", 4)
    _ok(ask(store, "Itau Unibanco loan-loss provision for FY2009", accession=ITAU), provision)


def test_guards_a_word_of_the_companys_name_apart_from_it_and_eps_beside_a_parents_line(data_sets):
    """Guards (both answered before this change too): a line named with a word of the company's name, and an amount
    per share where the bank's two net income lines would make "earnings" alone ambiguous."""
    store, num = data_sets
    # "drilling" of DIAMOND OFFSHORE DRILLING INC, said apart from the name: the revenue line "Contract drilling"
    revenue = reported_value(num, DIAMOND, "RevenueOilAndGasServices", "20090630", 2)
    assert revenue != reported_value(num, DIAMOND, "ContractRevenueCost", "20090630", 2)
    question = "Diamond Offshore contract drilling revenues, six months ended June 30, 2009"
    _ok(ask(store, question, accession=DIAMOND), revenue)
    # (the bank's parent-company net income beside its net income asks no choice of an amount per share)
    eps = reported_value(num, BRADESCO, "EarningsPerSharesCommonShares", "20091231", 4)
    _ok(ask(store, "Bradesco earnings per common share in 2009 (R$)", accession=BRADESCO), eps)
