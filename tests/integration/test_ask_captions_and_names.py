"""`ask` reading a line by its own words: the net line a lead word names, one word for one line on both sides of a
ratio, a company's symbol and legal suffix that name no line, two lines a filer captions alike (ambiguous unless a
word tells them apart), what a line is net of, a line of more than was asked, a full year in a 10-Q, two note issues
of one coupon, a note's line captioned as a face statement's, what the question leaves out, arithmetic answered with
one term, and parts of a whole asked with a verb. Expected values are read from num.txt or the instance XML."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value
from tests.statement_reader import shared_filing as _files

# 2010q2
BNY = "0001193125-10-112944"  # 10-Q, Q1 2010, BANK OF NEW YORK MELLON: "Net interest revenue"
PUBLIX = "0001193125-10-110097"  # 10-Q, Q1 2010, PUBLIX: "Sales" beside a larger total revenues line
AMERIPRISE = "0001104659-10-025288"  # 10-Q, Q1 2010, AMERIPRISE: "Total revenues" and "Total net revenues"
AIG = "0001047469-10-004918"  # 10-Q, Q1 2010, AIG: "Total AIG shareholders' equity" and "Total equity"
DOMINION = "0001193125-10-099289"  # 10-Q, Q1 2010, DOMINION: D, D&A on the income statement and the cash flows
LINCOLN = "0000059558-10-000159"  # 10-Q, Q1 2010, LINCOLN NATIONAL: separate account assets
ANNALY = "0001157523-10-002896"  # 10-Q, Q1 2010, ANNALY: net and total interest income
EDGAR = "0001193125-10-121953"  # 10-Q, Q1 2010, EDGAR ONLINE: operations used cash
# 2009q3
BXP_LP = "0001193125-09-167276"  # 10-Q, Q2 2009, BOSTON PROPERTIES LTD PARTNERSHIP ("LP"): partnership units
CHUBB = "0000950123-09-032665"  # 10-Q, Q2 2009, CHUBB: other comprehensive income under its pre-2012 element
LILLY = "0000950123-09-028099"  # 10-Q, Q2 2009, ELI LILLY: "Goodwill and other intangibles - net", no goodwill alone
NYCB = "0001193125-09-170623"  # 10-Q, Q2 2009, NEW YORK COMMUNITY BANCORP: a name inside "Bank of New York Mellon"
MARVELL = "0001193125-09-190034"  # 10-Q, quarter to 2009-07-31, MARVELL: the data set's fiscal 2009 is Marvell's 2010
HUMANA = "0001193125-09-162305"  # 10-Q, Q2 2009, HUMANA: "Benefits" beside "Total operating expenses"

QUARTERS = {
    "2010q2": (BNY, PUBLIX, AMERIPRISE, AIG, DOMINION, LINCOLN, ANNALY, EDGAR),
    "2009q3": (BXP_LP, CHUBB, LILLY, NYCB, MARVELL, HUMANA),
}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-captions")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def test_the_net_line_a_lead_word_names_and_one_line_for_one_word_on_both_sides(data_sets):
    store, num = data_sets
    net = reported_value(num, BNY, "InterestIncomeExpenseNet", "20100331", 1)
    gross = reported_value(num, BNY, "InterestAndDividendIncomeOperating", "20100331", 1)
    assert net != gross
    _ok(ask(store, "BNY Mellon net interest revenue for the first quarter of 2010", accession=BNY), net)
    before = reported_value(num, BNY, "InterestIncomeExpenseNet", "20090331", 1)
    answer = ask(
        store,
        "As a fraction, how much did BNY Mellon's net interest revenue change from Q1 2009 to Q1 2010?",
        accession=BNY,
    )
    _ok(answer, (net - before) / abs(before))
    sales = reported_value(num, PUBLIX, "SalesRevenueNet", "20100331", 1)
    cost = reported_value(num, PUBLIX, "CostOfGoodsSold", "20100331", 1)
    assert reported_value(num, PUBLIX, "Revenues", "20100331", 1) != sales
    # "sales" names the line labelled "Sales" in the sum and in the divisor alike, not total revenues once
    answer = ask(
        store,
        "Publix's Q1 2010 gross margin, (sales minus cost of merchandise sold) divided by sales",
        accession=PUBLIX,
    )
    _ok(answer, (sales - cost) / sales)
    pretax = reported_value(
        num, AMERIPRISE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
        "20100331", 1,
    )  # fmt: skip
    net_revenues = reported_value(num, AMERIPRISE, "AggregateRevenue", "20100331", 1)
    assert reported_value(num, AMERIPRISE, "Revenues", "20100331", 1) != net_revenues
    answer = ask(
        store, "Ameriprise's Q1 2010 pre-tax margin, pretax income divided by total net revenues", accession=AMERIPRISE
    )
    _ok(answer, pretax / net_revenues)


def test_a_symbol_and_a_legal_suffix_name_no_line_and_a_longer_name_no_other_company(data_sets):
    store, num = data_sets
    nci = reported_value(num, AIG, "MinorityInterest", "20100331", 0)
    total = reported_value(
        num, AIG, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20100331", 0
    )
    parent = reported_value(num, AIG, "StockholdersEquity", "20100331", 0)
    assert total != parent
    # "AIG's total equity": the ticker is the company, so the words left are the line labelled "Total equity"
    answer = ask(
        store, "AIG's noncontrolling interests as a fraction of AIG's total equity at March 31, 2010", accession=AIG
    )
    _ok(answer, nci / total)
    capitalized = reported_value(num, BXP_LP, "InterestCostsCapitalized", "20090630", 2)
    _ok(
        ask(store, "Interest capitalized by Boston Properties LP in the first half of 2009", accession=BXP_LP),
        capitalized,
    )
    units = reported_value(num, BXP_LP, "LimitedPartnersCapitalAccountUnitsOutstanding", "20090630", 0)
    answer = ask(store, "Boston Properties LP limited partner units outstanding, June 30, 2009", accession=BXP_LP)
    _ok(answer, units)
    assert answer.unit == "shares", answer.answer
    provision = reported_value(num, BNY, "ProvisionForLoanLeaseAndOtherLosses", "20090331", 1)
    # New York Community Bancorp is loaded too: "New York" inside BNY Mellon's own name is not that company
    answer = ask(store, "Provision for credit losses at the Bank of New York Mellon in Q1 2009", accession=BNY)
    _ok(answer, provision)
    answer = ask(store, "New York Community Bancorp's provision for credit losses in Q1 2009", accession=BNY)
    assert answer.status == "not_found" and answer.reason == "other_company", answer.answer
    flow = reported_value(num, DOMINION, "NetCashProvidedByUsedInFinancingActivities", "20090331", 1)
    _ok(ask(store, "D's CFF in 1Q09", accession=DOMINION), flow)  # Dominion's one-letter symbol


def test_two_lines_captioned_alike_are_ambiguous_unless_the_question_says_which(data_sets):
    store, num = data_sets
    shown = reported_value(num, DOMINION, "DepreciationAndAmortization", "20100331", 1)
    added_back = reported_value(num, DOMINION, "DepreciationDepletionAndAmortization", "20100331", 1)
    assert shown != added_back
    answer = ask(
        store, "Dominion's depreciation, depletion and amortization in the first quarter of 2010", accession=DOMINION
    )
    assert answer.status == "ambiguous", answer.answer
    assert f"${shown / 1e6:,.2f}m" in answer.answer and f"${added_back / 1e6:,.2f}m" in answer.answer, answer.answer
    answer = ask(
        store,
        "Dominion's depreciation, depletion and amortization in its cash flow statement, first quarter of 2010",
        accession=DOMINION,
    )
    _ok(answer, added_back)


def test_what_a_line_is_net_of_and_a_line_of_more_than_was_asked(data_sets):
    store, num = data_sets
    oci = reported_value(num, CHUBB, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease", "20090630", 1)
    _ok(ask(store, "Chubb's total other comprehensive income, net of tax, for Q2 2009", accession=CHUBB), oci)
    combined = reported_value(num, LILLY, "GoodwillAndOtherIntangiblesNet", "20090630", 0)
    assert combined > 0 and num[(num.adsh == LILLY) & (num.tag == "Goodwill")].empty
    answer = ask(store, "Eli Lilly's goodwill at June 30, 2009", accession=LILLY)
    assert answer.status != "ok", answer.answer  # "Goodwill and other intangibles" is more than goodwill


def test_parts_of_a_whole_asked_with_a_verb_and_a_burn_glossed_as_cfo(data_sets):
    store, num = data_sets
    separate = reported_value(num, LINCOLN, "SeparateAccountAssets", "20100331", 0)
    assets = reported_value(num, LINCOLN, "Assets", "20100331", 0)
    answer = ask(
        store, "What share of Lincoln National's total assets at March 31, 2010 was held in separate account assets?",
        accession=LINCOLN,
    )  # fmt: skip
    _ok(answer, separate / assets)
    net = reported_value(num, ANNALY, "InterestIncomeExpenseNet", "20100331", 1)
    total = reported_value(num, ANNALY, "InterestIncomeOperating", "20100331", 1)
    answer = ask(
        store, "For Q1 2010, what portion of Annaly's total interest income was left as net interest income?",
        accession=ANNALY,
    )  # fmt: skip
    _ok(answer, net / total)
    cfo = reported_value(num, EDGAR, "NetCashProvidedByUsedInOperatingActivities", "20100331", 1)
    assert cfo < 0
    _ok(ask(store, "EDGAR Online's operating cash burn for 1Q10 (CFO)", accession=EDGAR), cfo)  # the signed flow
    _ok(ask(store, "EDGAR Online's cash burn in the first quarter of 2010", accession=EDGAR), -cfo)


def test_a_full_year_in_a_ten_q_and_a_quarter_set_against_the_year(store, loaded):
    answer = ask(store, "AEON Biopharma's net loss for the full year 2023", accession=loaded["aeon-10q-2023"])
    assert answer.status == "not_found" and answer.reason == "period_not_reported", answer.answer
    quarter = _files("unp-10k-2012").value("us-gaap:OperatingIncomeLoss", "20111001-20111231")
    assert quarter is not None
    answer = ask(
        store, "UNP operating income for Q4 2011 (the quarter, not the full year)", accession=loaded["unp-10k-2012"]
    )
    _ok(answer, quarter)


def test_two_issues_of_one_coupon_labelled_alike_are_ambiguous(store, loaded):
    files = _files("nflx-10k-2023")
    axes = ("us-gaap:DebtInstrumentAxis", "us-gaap:LongtermDebtTypeAxis")
    values = {
        files.value(
            "us-gaap:DebtInstrumentFaceAmount",
            "20231231",
            tuple(sorted(zip(axes, (member, "us-gaap:SeniorNotesMember")))),
        )
        for member in (
            "nflx:FourPointEightSevenFivePercentSeniorNotesMember",
            "nflx:FourPointEightSevenFivePercentSeniorNotesIssuedOctober2019Member",
        )
    }
    assert None not in values and len(values) == 2
    answer = ask(
        store, "Face amount of Netflix's 4.875% senior notes at December 31, 2023", accession=loaded["nflx-10k-2023"]
    )
    assert answer.status == "ambiguous", answer.answer


def test_a_notes_line_captioned_as_a_face_statements_and_what_the_question_leaves_out(store, loaded):
    files = _files("aapl-10k-2023")
    noted = files.value("us-gaap:OtherAssetsMiscellaneousNoncurrent", "20230930")
    face = files.value("us-gaap:OtherAssetsNoncurrent", "20230930")
    assert noted is not None and face is not None and noted != face
    acc = loaded["aapl-10k-2023"]
    answer = ask(
        store,
        "In Apple's other non-current assets note, what was the 'Other non-current assets' line at September 30, 2023?",
        accession=acc,
    )
    _ok(answer, noted)
    _ok(ask(store, "Apple's other non-current assets at September 30, 2023", accession=acc), face)
    answer = ask(store, "Apple cash (excluding cash equivalents) at September 30, 2023", accession=acc)
    assert answer.status != "ok", answer.answer  # "Cash and cash equivalents" holds what is left out


def test_arithmetic_answered_with_one_term_and_a_tax_named_only_by_what_a_line_is_net_of(store, loaded):
    files = _files("nflx-10k-2023")
    gross = files.value("us-gaap:DeferredTaxAssetsGross", "20221231")
    net = files.value("us-gaap:DeferredTaxAssetsNet", "20221231")
    assert gross is not None and net is not None and gross != net
    answer = ask(
        store,
        "Netflix total deferred tax assets minus net deferred tax assets at December 31, 2022",
        accession=loaded["nflx-10k-2023"],
    )
    assert answer.status != "ok" or answer.value == gross - net, answer.answer
    # Union Pacific reports no foreign income tax; its "Foreign currency translation, net of tax" is none
    answer = ask(store, "Union Pacific's foreign income tax expense for 2012", accession=loaded["unp-10k-2012"])
    assert answer.status != "ok", answer.answer


def test_a_revenue_line_labelled_by_its_subject_and_a_symbol_opening_the_question(data_sets):
    store, num = data_sets
    premiums = reported_value(num, AMERIPRISE, "PremiumsEarnedNet", "20090331", 1)
    _ok(ask(store, "Ameriprise's premiums revenue in the first quarter of 2009", accession=AMERIPRISE), premiums)
    nii = reported_value(num, ANNALY, "InterestIncomeExpenseNet", "20090331", 1)
    _ok(ask(store, "NLY NII for 1Q09", accession=ANNALY), nii)  # Annaly's symbol, which no line or member says
    now = reported_value(num, AIG, "Revenues", "20100331", 1)
    before = reported_value(num, AIG, "Revenues", "20090331", 1)
    answer = ask(
        store,
        "How much did AIG's total revenues grow from Q1 2009 to Q1 2010? Decimal, negative if they fell.",
        accession=AIG,
    )
    _ok(answer, now / before - 1)


def test_a_year_ago_quarter_named_by_the_filings_own_year_and_a_line_named_by_its_subject(data_sets):
    store, num = data_sets
    ago = reported_value(num, MARVELL, "SellingAndMarketingExpense", "20080731", 1)
    assert ago != reported_value(num, MARVELL, "SellingAndMarketingExpense", "20090731", 1)
    _ok(ask(store, "Marvell's S&M opex in the year-ago quarter", accession=MARVELL), ago)
    # the data set calls the filing's own quarter fiscal 2009 (Marvell calls it fiscal 2010): asked for the year-ago
    # quarter by that year, the question contradicts itself and is refused, never answered with the current quarter
    answer = ask(store, "Marvell's S&M opex in the year-ago quarter (fiscal Q2 2009)", accession=MARVELL)
    assert answer.status != "ok", answer.answer
    benefits = reported_value(num, HUMANA, "PolicyholderBenefitsAndClaimsIncurredNet", "20090630", 1)
    premiums = reported_value(num, HUMANA, "PremiumsEarnedNet", "20090630", 1)
    answer = ask(
        store, "Humana's Q2 2009 benefit ratio: benefits expense divided by premiums revenue", accession=HUMANA
    )
    _ok(answer, benefits / premiums)


def test_a_change_line_shown_within_a_cash_flow_section(store, loaded):
    change = _files("aapl-10k-2023").value("us-gaap:IncreaseDecreaseInAccountsPayable", "20220925-20230930")
    assert change is not None
    _ok(ask(store, "AAPL change in AP within CFO, FY23", accession=loaded["aapl-10k-2023"]), change)
