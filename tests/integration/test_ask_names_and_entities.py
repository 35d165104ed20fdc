"""`ask` on companies as analysts write them and on a filing that reports every line by legal entity: a name
written short ("U.S. Steel", "Con Edison", "O-I") is the filer's, never another loaded company's whose name shares a
word (Edison International); Con Edison's 10-Q reports each fact for "ParentCompany" (Con Edison itself) and for its
co-registrant Consolidated Edison Company of New York, and no fact without a legal entity: the parent company's facts
are the registrant's. "Depreciation" alone is the depreciation line where a filer reports it beside its D&A.
Expected values are read from num.txt."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value

# 2009q3
OWENS_ILLINOIS = "0001104659-09-048054"  # 10-Q, Q2 2009: OWENS ILLINOIS INC /DE/, "O-I" to analysts
AMETEK = "0000950123-09-030415"  # 10-Q, Q2 2009: depreciation beside depreciation and amortization
# 2010q2
US_STEEL = "0001193125-10-094744"  # 10-Q, Q1 2010: UNITED STATES STEEL CORP
CON_EDISON = "0001193125-10-111161"  # 10-Q, Q1 2010: every fact by LegalEntity (ParentCompany, CECONY)
EDISON_INTL = "0001047469-10-004925"  # 10-Q, Q1 2010: EDISON INTERNATIONAL, another company named Edison

QUARTERS = {"2009q3": (OWENS_ILLINOIS, AMETEK), "2010q2": (US_STEEL, CON_EDISON, EDISON_INTL)}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-names")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def _entity_value(num, adsh: str, tag: str, ddate: str, qtrs: int, entity: str) -> float:
    """num.txt's value of a line reported for one legal entity (segments ``LegalEntity=…;``, the co-registrant column)."""
    rows = num[
        (num.adsh == adsh)
        & (num.tag == tag)
        & (num.ddate == ddate)
        & (num.qtrs == qtrs)
        & (num.segments == f"LegalEntity={entity};")
        & (num.coreg == entity)
    ]
    assert len(set(rows.value)) == 1, rows
    return float(rows.value.iloc[0])


def test_a_name_written_short_is_the_filers(data_sets):
    store, num = data_sets
    checks = reported_value(num, US_STEEL, "BankChecksOutstanding", "20100331", 0)
    _ok(ask(store, "U.S. Steel's bank checks outstanding at March 31, 2010?", accession=US_STEEL), checks)
    affiliates = reported_value(num, OWENS_ILLINOIS, "EquityMethodInvestments", "20090630", 0)
    answer = ask(store, "Carrying value of O-I's equity method investments at June 30, 2009", accession=OWENS_ILLINOIS)
    _ok(answer, affiliates)
    # every word of the name is written: Edison International is another company than Consolidated Edison
    other = ask(store, "Edison International's net income for the first quarter of 2010", accession=CON_EDISON)
    assert other.status != "ok" and "EDISON INTERNATIONAL" in other.answer.upper(), other.answer


def test_the_parent_company_of_a_filing_reported_by_legal_entity_is_the_registrant(data_sets):
    store, num = data_sets
    revenue = _entity_value(num, CON_EDISON, "Revenues", "20100331", 1, "ParentCompany")
    assert revenue != _entity_value(num, CON_EDISON, "Revenues", "20100331", 1, "ConsolidatedEdisonCoOfNewYorkInc")
    answer = ask(store, "Con Edison's total operating revenues for the first quarter of 2010", accession=CON_EDISON)
    _ok(answer, revenue)
    assert answer.policy is not None and answer.policy.passed
    # its equity statement's columns: the parent's, the co-registrant's kept apart
    column = reported_value(
        num,
        CON_EDISON,
        "CommonStockEquity",
        "20100331",
        0,
        "LegalEntity=ParentCompany;EquityComponents=RetainedEarnings;",
    )
    assert column != reported_value(
        num,
        CON_EDISON,
        "CommonStockEquity",
        "20100331",
        0,
        "LegalEntity=ConsolidatedEdisonCoOfNewYorkInc;EquityComponents=RetainedEarnings;",
    )
    answer = ask(
        store,
        "Con Edison, Inc.'s statement of common shareholders' equity: the retained earnings column at March 31, 2010",
        accession=CON_EDISON,
    )
    _ok(answer, column)


def test_depreciation_alone_is_the_depreciation_line_beside_the_d_and_a(data_sets):
    store, num = data_sets
    depreciation = reported_value(num, AMETEK, "Depreciation", "20090630", 2)
    both = reported_value(num, AMETEK, "DepreciationAndAmortization", "20090630", 2)
    assert depreciation != both
    _ok(ask(store, "AMETEK's depreciation for the six months ended June 30, 2009", accession=AMETEK), depreciation)
    _ok(ask(store, "AMETEK D&A for the first half of 2009", accession=AMETEK), both)


def test_a_kind_of_security_named_without_the_word_and_never_a_country(store, loaded):
    from tests.statement_reader import shared_filing

    files = shared_filing("aapl-10k-2023")
    level = ("us-gaap:FairValueByFairValueHierarchyLevelAxis", "us-gaap:FairValueInputsLevel2Member")
    treasury = ("us-gaap:FinancialInstrumentAxis", "us-gaap:USTreasurySecuritiesMember")
    foreign = ("us-gaap:FinancialInstrumentAxis", "us-gaap:ForeignGovernmentDebtSecuritiesMember")
    cost = files.value(
        "us-gaap:AvailableForSaleDebtSecuritiesAmortizedCostBasis", "20220924", tuple(sorted([treasury, level]))
    )
    held = files.value("us-gaap:MarketableSecuritiesNoncurrent", "20220924", tuple(sorted([foreign, level])))
    assert cost is not None and held is not None
    # "U.S." opens the member's name: no geographic member of the filing is asked
    answer = ask(
        store,
        "Adjusted cost of Apple's U.S. Treasury securities (Level 2) at fiscal 2022 year-end",
        accession=loaded["aapl-10k-2023"],
    )
    _ok(answer, cost)
    # "foreign government debt": ForeignGovernmentDebtSecuritiesMember, named without "securities"
    answer = ask(
        store,
        "How much of Apple's foreign government debt was held as non-current marketable securities at fiscal 2022 "
        "year-end?",
        accession=loaded["aapl-10k-2023"],
    )
    _ok(answer, held)
