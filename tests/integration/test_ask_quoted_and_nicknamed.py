"""`ask` reading a line the question quotes by its own label (one line so captioned, the one the other words tell
apart, or the one the question says is not the total), a company named by its initials ("BofA") or its symbol
spelled with its legal suffix ("GPC"), another company's one-word name written as an ordinary word, a reserve that is
a liability, words of receiving that name no line, a tax rate asked with "income", a catalogue line's alternative
named by a lead word ("domestic pretax income"), a part that only members name over the whole its words name,
periods written "'09", "half year", "24 wks" or from one day to another in a data set, a tax paid in cash, and free
cash flow from a payment a data set carries negated. Expected values are read from num.txt or the instance XML."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from auditgraph.memos.resolve_company import short_name, ticker_like
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value
from tests.statement_reader import shared_filing as _files

# 2010q2
MOTOROLA = "0001047469-10-004771"  # 10-Q, quarter to 2010-04-03: "Other charges"
BOFA = "0001193125-10-111878"  # 10-Q, Q1 2010, BANK OF AMERICA CORP /DE/
PNC = "0001193125-10-112660"  # 10-Q, Q1 2010: "Other" under borrowed funds, beside other lines labelled "Other"
LOEWS = "0001193125-10-105707"  # 10-Q, Q1 2010: "Claim and claim adjustment expense", a liability
# 2009q3
ATT = "0000732717-09-000050"  # 10-Q, Q2 2009: "Licenses"
GPC = "0000950123-09-031054"  # 10-Q, Q2 2009, GENUINE PARTS CO
MEMC = "0001193125-09-165368"  # 10-Q, Q2 2009
FASTENAL = "0001193125-09-154691"  # 10-Q, Q2 2009
MARRIOTT = "0001193125-09-150935"  # 10-Q, 24 weeks to 2009-06-19
ONEOK = "0001039684-09-000053"  # 10-Q, Q2 2009: capital expenditures carried negative

TARGET = "0001104659-09-052321"  # 10-Q, Q2 2009, TARGET CORP: a company whose name is an ordinary word

QUARTERS = {"2010q2": (MOTOROLA, BOFA, PNC, LOEWS), "2009q3": (ATT, GPC, MEMC, FASTENAL, MARRIOTT, ONEOK, TARGET)}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-quoted")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def test_a_line_quoted_by_its_own_label(data_sets):
    store, num = data_sets
    charges = reported_value(num, MOTOROLA, "OtherCostAndExpenseOperating", "20100331", 1)
    answer = ask(
        store, "What did Motorola book under 'Other charges' in the quarter ended April 3, 2010?", accession=MOTOROLA
    )
    _ok(answer, charges)
    # the words before a quote set in parentheses describe the same line
    licenses = reported_value(num, ATT, "IndefiniteLivedLicenseAgreements", "20090630", 0)
    _ok(
        ask(store, "How much did AT&T carry for wireless licenses ('Licenses') at June 30, 2009?", accession=ATT),
        licenses,
    )
    # of PNC's lines labelled "Other", the one under borrowed funds
    other = reported_value(num, PNC, "OtherBorrowings", "20100331", 0)
    assert other != reported_value(num, PNC, "OtherLiabilities", "20100331", 0)
    answer = ask(
        store,
        "Other borrowed funds (the 'Other' line under borrowed funds) on PNC's consolidated balance sheet as of "
        "March 31, 2010",
        accession=PNC,
    )
    _ok(answer, other)


def test_of_lines_captioned_alike_the_one_the_other_words_tell_apart(store, loaded):
    files = _files("aapl-10q-2023")
    financing = files.value("us-gaap:ProceedsFromPaymentsForOtherFinancingActivities", "20220925-20230701")
    investing = files.value("us-gaap:PaymentsForProceedsFromOtherInvestingActivities", "20210926-20220625")
    assert financing is not None and investing is not None
    apple = loaded["aapl-10q-2023"]
    _ok(
        ask(store, "Apple's 'Other' financing cash flows for the first nine months of fiscal 2023", accession=apple),
        financing,
    )
    answer = ask(
        store,
        "How much cash went out through the 'Other' line of investing activities in Apple's cash flow statement for "
        "the nine months ended June 25, 2022?",
        accession=apple,
    )
    _ok(answer, investing)
    # "not total other income": of two lines other filers label alike, the one that is not the total
    aeon = _files("aeon-10q-2023")
    other = aeon.value("us-gaap:OtherNonoperatingIncomeExpense", "20220101-20220930")
    total = aeon.value("us-gaap:NonoperatingIncomeExpense", "20220101-20220930")
    assert other is not None and other != total
    answer = ask(
        store,
        "AEON's 'Other income, net' line (not total other income/expense) for the nine months ended September 30, 2022",
        accession=loaded["aeon-10q-2023"],
    )
    _ok(answer, other)


def test_a_quote_does_not_answer_for_more_than_it_names(store, loaded):
    # operating and finance lease payments after year five: the quote names a caption both schedules use; the
    # finance lease line alone would answer half the question
    answer = ask(
        store,
        "Apple lease maturities: operating and finance lease payments due after fiscal 2028 (the 'thereafter' "
        "amount) as of September 30, 2023",
        accession=loaded["aapl-10k-2023"],
    )
    finance = _files("aapl-10k-2023").value("us-gaap:FinanceLeaseLiabilityPaymentsDueAfterYearFive", "20230930")
    assert answer.status != "ok" or abs(answer.value - finance) > 1, answer.answer


def test_a_company_by_its_initials_its_symbol_and_another_named_as_an_ordinary_word(data_sets):
    assert short_name("BofA", "BANK OF AMERICA CORP /DE/")
    assert short_name("BoA", "BANK OF AMERICA CORP /DE/")
    assert not short_name("BofA", "BANK OF NEW YORK MELLON CORP")
    assert ticker_like("GPC", "GENUINE PARTS CO")
    fsds, num = data_sets
    cfo = reported_value(num, BOFA, "NetCashProvidedByUsedInOperatingActivities", "20090331", 1)
    _ok(ask(fsds, "BofA CFO, 1Q09", accession=BOFA), cfo)
    sales = reported_value(num, GPC, "SalesRevenueGoodsNet", "20080630", 1)
    _ok(ask(fsds, "GPC's net sales in the second quarter of 2008", accession=GPC), sales)
    # "target" in lower case is no Target Corp, whose filing is loaded beside Fastenal's
    answer = ask(fsds, "Fastenal's capex against its target for the first half of 2009", accession=FASTENAL)
    assert answer.reason != "other_company" and "TARGET" not in answer.answer, answer.answer
    assert "TARGET" in ask(fsds, "Target's capex for the first half of 2009", accession=FASTENAL).answer


def test_a_reserve_is_a_liability_and_words_of_receiving_name_no_line(data_sets, store, loaded):
    fsds, num = data_sets
    reserve = reported_value(num, LOEWS, "LiabilityForClaimsAndClaimsAdjustmentExpense", "20100331", 0)
    answer = ask(
        fsds,
        "What reserve for claim and claim adjustment expense did Loews carry at the end of Q1 2010?",
        accession=LOEWS,
    )
    _ok(answer, reserve)
    proceeds = _files("aapl-10k-2023").value(
        "us-gaap:ProceedsFromSaleOfAvailableForSaleSecuritiesDebt", "20210926-20220924"
    )
    assert proceeds is not None
    answer = ask(
        store,
        "Proceeds Apple received from sales of marketable securities in fiscal 2022",
        accession=loaded["aapl-10k-2023"],
    )
    _ok(answer, proceeds)


def test_a_tax_rate_asked_with_income_and_a_catalogue_alternative_named_by_a_lead_word(store, loaded):
    files = _files("nflx-10k-2023")
    rate = files.value("us-gaap:EffectiveIncomeTaxRateContinuingOperations", "20210101-20211231")
    assert rate is not None
    netflix = loaded["nflx-10k-2023"]
    _ok(ask(store, "What was Netflix's effective income tax rate in 2021?", accession=netflix), rate)
    domestic = files.value("us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic", "20220101-20221231")
    assert domestic is not None
    _ok(ask(store, "What did Netflix's domestic (US) pretax income come to in FY22?", accession=netflix), domestic)


def test_periods_written_short_and_free_cash_flow_from_a_negated_payment(data_sets):
    store, num = data_sets
    capex = reported_value(num, FASTENAL, "PaymentsToAcquirePropertyPlantAndEquipment", "20090630", 2)
    _ok(ask(store, "Fastenal's capex through the first half of '09?", accession=FASTENAL), capex)
    loss = reported_value(num, MEMC, "OperatingIncomeLoss", "20090630", 2)
    assert loss != reported_value(num, MEMC, "OperatingIncomeLoss", "20090630", 1)
    _ok(ask(store, "What was MEMC's operating loss for the half year ended June 30, 2009?", accession=MEMC), loss)
    gross = reported_value(num, MEMC, "GrossProfit", "20090630", 1)
    _ok(ask(store, "MEMC gross profit for the quarter April 1 - June 30, 2009", accession=MEMC), gross)
    fees = reported_value(num, MARRIOTT, "ManagementFeesIncentiveRevenue", "20090630", 2)
    _ok(ask(store, "MAR IMF, 24 wks 2009 (incentive management fees)", accession=MARRIOTT), fees)
    taxes = reported_value(num, FASTENAL, "IncomeTaxesPaid", "20080630", 2)
    assert taxes != reported_value(num, FASTENAL, "IncomeTaxExpenseBenefit", "20080630", 2)
    _ok(
        ask(
            store, "How much income tax did Fastenal pay in cash over the first six months of 2008?", accession=FASTENAL
        ),
        taxes,
    )
    cfo = reported_value(num, ONEOK, "NetCashProvidedByUsedInOperatingActivities", "20090630", 2)
    spent = reported_value(num, ONEOK, "PaymentsToAcquirePropertyPlantAndEquipment", "20090630", 2)
    assert spent < 0  # the data set carries the payment negated
    _ok(ask(store, "ONEOK free cash flow for the first half of 2009", accession=ONEOK), cfo - abs(spent))


def test_a_part_only_members_name_over_the_whole_its_words_name(store, loaded):
    files = _files("aapl-10q-2023")
    level = ("us-gaap:FairValueByFairValueHierarchyLevelAxis", "us-gaap:FairValueInputsLevel2Member")
    kind = ("us-gaap:FinancialInstrumentAxis", "us-gaap:ForeignGovernmentDebtSecuritiesMember")
    part = files.value("us-gaap:MarketableSecuritiesCurrent", "20220924", tuple(sorted([level, kind])))
    whole = files.value("us-gaap:MarketableSecuritiesCurrent", "20220924", (level,))
    consolidated = files.value("us-gaap:MarketableSecuritiesCurrent", "20220924")
    assert part is not None and whole is not None and consolidated != whole
    # the whole is the Level 2 line the question names, not the balance sheet's total; "foreign government debt" is
    # the member Apple labels "Foreign government bonds" (ForeignGovernmentDebtSecuritiesMember, of the securities)
    answer = ask(
        store,
        "At September 24, 2022, what fraction of Apple's Level 2 current marketable securities was foreign government "
        "debt?",
        accession=loaded["aapl-10q-2023"],
    )
    _ok(answer, part / whole)
    # the part named first, the whole after "as a share of": still the Level 2 line
    part = files.value("us-gaap:MarketableSecuritiesCurrent", "20230701", tuple(sorted([level, kind])))
    whole = files.value("us-gaap:MarketableSecuritiesCurrent", "20230701", (level,))
    assert part is not None and whole is not None
    answer = ask(
        store,
        "Foreign government securities as a share of Apple's Level 2 current marketable securities at July 1, 2023",
        accession=loaded["aapl-10q-2023"],
    )
    _ok(answer, part / whole)
