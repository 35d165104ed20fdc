"""`ask` about a filing whose company the question names the way analysts do: a nickname ("Citi", "Amex"), the name
with its legal form written out or shortened ("ERP Operating LP", "… Limited Partnership"), and the registrant's name
on that very filing when the company was renamed ("Merck" on the filing Merck & Co. made under Schering-Plough's CIK).
Another company's name is still refused. Expected values are read from num.txt; names from sub.txt."""

from __future__ import annotations

import csv
import io
import zipfile

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value

# 2010q2
CITI = "0001047469-10-004978"  # 10-Q, Q1 2010, CITIGROUP INC
AMEX = "0001193125-10-109084"  # 10-Q, Q1 2010, AMERICAN EXPRESS CO
ERP = "0001193125-10-110117"  # 10-Q, Q1 2010, ERP OPERATING LTD PARTNERSHIP (Equity Residential's partnership)
MERCK = "0000950123-10-045997"  # 10-Q, Q1 2010, MERCK & CO. INC. (CIK 310158, formerly SCHERING PLOUGH CORP)
NRG = "0000950123-10-046942"  # 10-Q, Q1 2010, NRG ENERGY: "Purchases of emission allowances"
# 2009q3
SCHERING = "0000950123-09-025362"  # 10-Q, Q2 2009, SCHERING PLOUGH CORP (CIK 310158, before the merger)
EQT = "0001104659-09-045570"  # 10-Q, Q2 2009, EQT: treasury shares and those held in trust for deferred compensation
LEUCADIA = "0000950123-09-031774"  # 10-Q, Q2 2009, LEUCADIA NATIONAL: "net earnings per common share", cash used

QUARTERS = {"2010q2": (CITI, AMEX, ERP, MERCK, NRG), "2009q3": (SCHERING, LEUCADIA, EQT)}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-names")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def _sub_names(shared_data, quarter: str) -> dict[str, str]:
    with zipfile.ZipFile(shared_data / "fsds" / f"{quarter}.zip") as zf, zf.open("sub.txt") as fh:
        rows = csv.DictReader(io.TextIOWrapper(fh, "utf-8", errors="replace"), delimiter="\t")
        return {r["adsh"]: r["name"] for r in rows}


def test_a_renamed_companys_filings_each_carry_the_name_they_were_filed_under(data_sets, shared_data):
    store, num = data_sets
    names = {**_sub_names(shared_data, "2009q3"), **_sub_names(shared_data, "2010q2")}
    assert names[MERCK] != names[SCHERING]  # one CIK, two names
    listed = {f["accession"]: f["company"] for f in store.run("api.filings")}
    assert listed[MERCK] == names[MERCK] and listed[SCHERING] == names[SCHERING]
    treasury = reported_value(num, MERCK, "TreasuryStockShares", "20100331", 0)
    answer = ask(store, "Number of Merck shares sitting in treasury at March 31, 2010", accession=MERCK)
    _ok(answer, treasury)
    assert answer.company == names[MERCK]


def test_a_nickname_of_the_filings_company_names_it(data_sets):
    store, num = data_sets
    payables = reported_value(num, CITI, "PayablesToBrokerDealersAndClearingOrganizations", "20091231", 0)
    _ok(ask(store, "What were Citi's brokerage payables at December 31, 2009?", accession=CITI), payables)
    nii = reported_value(num, AMEX, "InterestIncomeExpenseNet", "20100331", 1)
    _ok(ask(store, "Amex NII for 1Q10?", accession=AMEX), nii)
    # the filing's own nickname in the possessive is no other company; another's name still is
    other = ask(store, "What were Morgan Stanley's brokerage payables at December 31, 2009?", accession=CITI)
    assert other.status != "ok" and other.reason == "other_company", other.answer
    # with no filing given, the nickname in the possessive finds the company's filing
    _ok(ask(store, "Amex's net interest income for the first quarter of 2010"), nii)


def test_a_partnerships_name_with_its_legal_form_written_out_or_shortened(data_sets):
    store, num = data_sets
    mortgages = reported_value(num, ERP, "SecuredDebt", "20100331", 0)
    _ok(ask(store, "Mortgage notes payable of ERP Operating LP, 3/31/2010", accession=ERP), mortgages)
    land = reported_value(num, ERP, "Land", "20091231", 0)
    _ok(ask(store, "ERP Operating Limited Partnership's land at December 31, 2009", accession=ERP), land)


def test_eps_per_common_share_a_purchase_asked_as_buying_and_whether_operations_burned_cash(data_sets):
    store, num = data_sets
    eps = reported_value(num, LEUCADIA, "EarningsPerShareDiluted", "20090630", 1)
    _ok(ask(store, "Leucadia's diluted net earnings per common share for Q2 2009", accession=LEUCADIA), eps)
    # (its line "Purchases of emission allowances" under the element PaymentsToAcquireIntangibleAssets)
    bought = reported_value(num, NRG, "PaymentsToAcquireIntangibleAssets", "20100331", 1)
    _ok(ask(store, "How much did NRG spend buying emission allowances in 1Q10?", accession=NRG), bought)
    cfo = reported_value(num, LEUCADIA, "NetCashProvidedByUsedInOperatingActivities", "20090630", 2)
    assert cfo < 0
    # "did they burn cash?" asks whether: the signed cash flow the question names answers it
    _ok(ask(store, "LUK operating cash flow 1H09 -- did they burn cash?", accession=LEUCADIA), cfo)


def test_income_from_continuing_operations_with_and_without_noncontrolling_interests(data_sets):
    store, num = data_sets
    parent = reported_value(num, CITI, "IncomeLossFromContinuingOperations", "20100331", 1)
    total = reported_value(
        num,
        CITI,
        "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest",
        "20100331",
        1,
    )
    assert parent != total
    bare = ask(store, "Citigroup's income from continuing operations in the first quarter of 2010", accession=CITI)
    assert bare.status == "ambiguous" and bare.reason == "ambiguous", bare.answer
    question = "Citigroup's income from continuing operations excluding noncontrolling interests, Q1 2010"
    _ok(ask(store, question, accession=CITI), parent)
    question = "Citigroup's income from continuing operations including noncontrolling interests, Q1 2010"
    _ok(ask(store, question, accession=CITI), total)


def test_an_abbreviation_spelled_out_and_a_part_the_question_does_not_count(data_sets):
    store, num = data_sets
    debt = reported_value(num, AMEX, "LongTermDebt", "20091231", 0)
    question = "Amex long-term debt at 12/31/2009, including debt issued by consolidated VIEs"
    _ok(ask(store, question, accession=AMEX), debt)
    # the line that holds what the question does not count is never its answer
    held = num[(num.adsh == EQT) & (num.ddate == "20090630") & (num.value == 168000)]
    assert len(held) >= 1  # the shares held in trust for deferred compensation
    question = (
        "Treasury shares held by EQT at June 30, 2009 (not counting shares held in trust for deferred compensation)"
    )
    answer = ask(store, question, accession=EQT)
    assert answer.value != 168000, answer.answer
