"""`ask` on lines the question names in words the filer's labels put otherwise: a month left in the words ("Total
expenses … ended March 31"), a verb's "-ing" form ("purchasing"), one amount under two elements (Kinder Morgan's
D&A on the income statement and in the cash flows), an element's "NonCurrent" for "long-term" where two lines share
a label, slang ("divvies"), "ordinary" and "common" shares a filer's treasury line leaves unsaid, a label's word
order ("costs in excess of billings" is not "billings in excess of costs"), a per-share line a data set keeps in
plain USD, a filer's own element for EPS, dividends per share with the company between the words, a leverage ratio
the question defines by its debt, and an equity column named by its other name ("accumulated deficit", "share
capital"). Expected values are read from num.txt."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import assert_value as _ok
from tests.fsds_support import load_quarters, reported_value

# 2009q3
ROBINSON = "0001193125-09-170159"  # 10-Q, Q2 2009: C H ROBINSON WORLDWIDE INC
XTO = "0001193125-09-166661"  # 10-Q, Q2 2009: XTO ENERGY INC
ITT = "0000950123-09-028851"  # 10-Q, Q2 2009: ITT CORP
COOPER = "0000950123-09-030911"  # 10-Q, Q2 2009: COOPER INDUSTRIES LTD
NUCOR = "0001193125-09-171521"  # 10-Q, Q2 2009: NUCOR CORP
CAMERON = "0000941548-09-000106"  # 10-Q, Q2 2009: CAMERON INTERNATIONAL CORP
MDU = "0000067716-09-000112"  # 10-Q, Q2 2009: MDU RESOURCES GROUP INC (its own EPS elements)
PRAXAIR = "0001193125-09-158218"  # 10-Q, Q2 2009: PRAXAIR INC (total equity under its own prefix)
EATON = "0000950123-09-029675"  # 10-Q, Q2 2009: EATON CORP
# 2010q2
SPDR = "0000950123-10-047159"  # 10-Q, Q1 2010: SPDR GOLD TRUST
KINDER = "0001014108-10-000118"  # 10-Q, Q1 2010: KINDER MORGAN ENERGY PARTNERS L P
ANGLOGOLD = "0000950123-10-050717"  # 20-F/A, 2009: ANGLOGOLD ASHANTI LTD
TEXTAINER = "0001193125-10-119077"  # 6-K, Q1 2010: TEXTAINER GROUP HOLDINGS LTD
SPX = "0001104659-10-025827"  # 10-Q, Q1 2010: SPX CORP
NOV = "0000950123-10-046332"  # 10-Q, Q1 2010: NATIONAL OILWELL VARCO INC
PRIDE = "0000950123-10-040577"  # 10-Q, Q1 2010: PRIDE INTERNATIONAL INC
CONOCO = "0000950123-10-043643"  # 10-Q, Q1 2010: CONOCOPHILLIPS (sales, and total revenues and other income)

QUARTERS = {
    "2009q3": (ROBINSON, XTO, ITT, COOPER, NUCOR, CAMERON, MDU, PRAXAIR, EATON),
    "2010q2": (SPDR, KINDER, ANGLOGOLD, TEXTAINER, SPX, NOV, PRIDE, CONOCO),
}


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-words")), registry)
    yield store, load_quarters(store, shared_data, QUARTERS)
    store.close()


def test_a_line_read_past_the_questions_own_wording(data_sets):
    store, num = data_sets
    expenses = reported_value(num, SPDR, "OperatingExpenses", "20100331", 1)  # labelled "Total expenses"
    _ok(
        ask(store, "Total expenses of the SPDR Gold Trust for the three months ended March 31, 2010", accession=SPDR),
        expenses,
    )
    bought = reported_value(num, ROBINSON, "PaymentsToAcquireAvailableForSaleSecurities", "20080630", 2)
    question = "How much did C.H. Robinson spend purchasing available-for-sale securities in the six months ended June 30, 2008?"
    _ok(ask(store, question, accession=ROBINSON), bought)
    paid = reported_value(num, TEXTAINER, "PaymentsOfDividends", "20100331", 1)
    _ok(ask(store, "TGH divvies paid, Q1 '10", accession=TEXTAINER), paid)


def test_one_amount_under_two_elements_is_answered(data_sets):
    store, num = data_sets
    shown = reported_value(num, KINDER, "DepreciationAndAmortization", "20100331", 1)
    assert shown == reported_value(num, KINDER, "DepreciationDepletionAndAmortization", "20100331", 1)
    _ok(ask(store, "KMP DD&A for Q1 2010", accession=KINDER), shown)
    # where the graph's other filers label both elements alike, the words name both equally well: one amount
    # reported twice is read, not refused as a tie (two amounts would be)
    from dataclasses import replace

    from auditgraph.memos.answer_facts import filing_view
    from auditgraph.memos.resolve_measure import label_concept

    view = filing_view(store, KINDER)
    both = ("us-gaap:DepreciationAndAmortization", "us-gaap:DepreciationDepletionAndAmortization")
    alike = replace(
        view,
        concept_labels={**view.concept_labels, **{c: ["Depreciation, depletion and amortization"] for c in both}},
        memo={},
    )
    assert label_concept(alike, "DD&A", False) in both
    moved = replace(
        alike,
        by_concept={
            **alike.by_concept,
            both[0]: [replace(f, fact=replace(f.fact, value=f.fact.value + 1)) for f in alike.by_concept[both[0]]],
        },
        memo={},
    )
    assert label_concept(moved, "DD&A", False) is None


def test_long_term_is_the_noncurrent_element_of_two_lines_labelled_alike(data_sets):
    store, num = data_sets
    lasting = reported_value(num, ANGLOGOLD, "MaterialsOnLeachPadNonCurrent", "20091231", 0)
    assert lasting != reported_value(num, ANGLOGOLD, "MaterialsOnLeachPadCurrent", "20091231", 0)
    question = "AngloGold Ashanti's long-term materials on the leach pad at year-end 2009"
    _ok(ask(store, question, accession=ANGLOGOLD), lasting)


def test_treasury_shares_with_the_class_left_unsaid_are_a_count(data_sets):
    store, num = data_sets
    held = reported_value(num, CAMERON, "TreasuryStockShares", "20090630", 0)
    question = "Shares of Cameron common stock held in treasury as of June 30, 2009"
    _ok(ask(store, question, accession=CAMERON), held)
    # a count of shares, never the treasury stock's cost where the filer labels both "Common stock in treasury"
    count = reported_value(num, SPX, "TreasuryStockShares", "20100331", 0)
    assert count != reported_value(num, SPX, "TreasuryStockValue", "20100331", 0)
    _ok(ask(store, "Common shares held in SPX's treasury at April 3, 2010", accession=SPX), count)


def test_a_labels_word_order_tells_two_lines_apart(data_sets):
    store, num = data_sets
    billings = reported_value(num, NOV, "BillingsInExcessOfCost", "20100331", 0)
    costs = reported_value(
        num,
        NOV,
        "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear",
        "20100331",
        0,
    )
    assert billings != costs
    _ok(ask(store, "National Oilwell Varco: billings in excess of costs at March 31, 2010", accession=NOV), billings)
    question = "How much did NOV show for costs in excess of billings on its balance sheet as of 3/31/2010?"
    _ok(ask(store, question, accession=NOV), costs)


def test_amounts_per_share_under_other_names(data_sets):
    store, num = data_sets
    # a data set keeps this per-share line in plain USD: it is still an amount per share
    basic = reported_value(num, SPX, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare", "20100331", 1)
    question = "Per basic share, what did discontinued operations contribute to SPX's first-quarter 2010 result?"
    _ok(ask(store, question, accession=SPX), basic)
    diluted = reported_value(num, COOPER, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare", "20090630", 2)
    question = "Per diluted share, what did discontinued operations add to Cooper's 1H 2009 results?"
    _ok(ask(store, question, accession=COOPER), diluted)
    # MDU reports its EPS under its own elements only
    own = num[(num.adsh == MDU) & (num.tag == "EarningsLossPerCommonShareDiluted") & (num.ddate == "20090630")]
    own = own[own.qtrs == 1]
    assert len(own) == 1 and not ((num.adsh == MDU) & (num.tag == "EarningsPerShareDiluted")).any()
    _ok(
        ask(store, "Diluted earnings per common share at MDU Resources, Q2 2009", accession=MDU),
        float(own.value.iloc[0]),
    )
    declared = reported_value(num, NUCOR, "CommonStockDividendsPerShareDeclared", "20090630", 1)
    _ok(ask(store, "Dividends Nucor declared per share in Q2 2009", accession=NUCOR), declared)


def test_a_leverage_ratio_defined_by_its_debt(data_sets):
    store, num = data_sets
    ratio = reported_value(num, XTO, "LongTermDebtNoncurrent", "20090630", 0) / reported_value(
        num, XTO, "StockholdersEquity", "20090630", 0
    )
    question = "Debt-to-equity for XTO at June 30, 2009, using long-term debt over total stockholders' equity"
    _ok(ask(store, question, accession=XTO), ratio, 1e-6)
    debt = reported_value(num, ITT, "DebtCurrent", "20090630", 0) + reported_value(
        num, ITT, "LongTermDebtAndCapitalLeaseObligations", "20090630", 0
    )
    equity = reported_value(
        num, ITT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20090630", 0
    )
    question = (
        "ITT's debt-to-equity at June 30, 2009, taking debt as short-term debt and current maturities plus long-term "
        "debt, over total shareholders' equity"
    )
    answer = ask(store, question, accession=ITT)
    _ok(answer, debt / equity, 1e-6)
    assert len(set(answer.evidence)) == 3, answer.evidence


def test_an_equity_column_by_its_other_name(data_sets):
    store, num = data_sets
    charged = reported_value(num, ANGLOGOLD, "DividendsCash", "20081231", 4, "EquityComponents=RetainedEarnings;")
    assert charged != reported_value(num, ANGLOGOLD, "DividendsCash", "20081231", 4)
    question = "AngloGold Ashanti: dividends charged to the accumulated deficit (retained earnings column) in 2008"
    _ok(ask(store, question, accession=ANGLOGOLD), charged)
    issued = reported_value(
        num, ANGLOGOLD, "StockIssuedDuringPeriodSharesAcquisitions", "20091231", 4, "EquityComponents=CommonStock;"
    )
    question = "How many shares did AngloGold Ashanti issue in its 2009 equity offering (share capital column, number of shares)?"
    _ok(ask(store, question, accession=ANGLOGOLD), issued)


def test_a_total_a_filer_reports_under_its_own_prefix_is_that_total(data_sets):
    store, num = data_sets
    # Praxair tagged its total equity with noncontrolling interests under its own prefix: the ratio divides by it,
    # never by the parent's stockholders' equity the catalogue lists after it
    debt = sum(
        reported_value(num, PRAXAIR, tag, "20090630", 0)
        for tag in (
            "ShortTermBorrowings",
            "LongTermDebtAndCapitalLeaseObligationsCurrent",
            "LongTermDebtAndCapitalLeaseObligations",
        )
    )
    total = reported_value(
        num, PRAXAIR, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20090630", 0
    )
    assert total != reported_value(num, PRAXAIR, "StockholdersEquity", "20090630", 0)
    question = (
        "Praxair D/E at June 30, 2009, taking debt as short-term debt + current portion of long-term debt + long-term "
        "debt, over total equity including noncontrolling interests"
    )
    _ok(ask(store, question, accession=PRAXAIR), debt / total, 1e-6)


def test_words_that_say_where_or_how_a_line_is_measured(data_sets):
    store, num = data_sets
    sales = reported_value(num, EATON, "SalesRevenueNet", "20080630", 2)
    margin = (sales - reported_value(num, EATON, "CostOfRevenue", "20080630", 2)) / sales
    question = "Compute Eaton's gross margin for the first half of 2008 as (net sales minus cost of products sold) divided by net sales"
    _ok(ask(store, question, accession=EATON), margin, 1e-6)
    gross = reported_value(num, PRIDE, "PropertyPlantAndEquipmentGross", "20100331", 0)
    question = "Pride International's property and equipment at cost (gross, before accumulated depreciation) on March 31, 2010"
    _ok(ask(store, question, accession=PRIDE), gross)
    # the label leaves out what the question does ("Postretirement benefits other than pensions")
    other = reported_value(num, COOPER, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent", "20090630", 0)
    question = "Cooper Industries -- liability for postretirement benefits other than pensions at mid-2009 (June 30)"
    _ok(ask(store, question, accession=COOPER), other)
    bought = reported_value(num, SPX, "PaymentsForRepurchaseOfCommonStock", "20090331", 1)
    _ok(
        ask(
            store,
            "How much cash did SPX spend buying its own common stock in the first quarter of 2009?",
            accession=SPX,
        ),
        bought,
    )


def test_revenue_asked_bare_where_two_totals_differ_is_ambiguous(data_sets):
    store, num = data_sets
    sales = reported_value(num, CONOCO, "SalesRevenueNet", "20100331", 1)
    total = reported_value(num, CONOCO, "TotalRevenuesAndOtherIncome", "20100331", 1)  # the filer's own element
    assert sales != total
    answer = ask(store, "What were ConocoPhillips' revenues for the first quarter of 2010?", accession=CONOCO)
    assert answer.status == "ambiguous", answer.answer
    # both totals are offered, each with its value (in $bn, as the answer writes them)
    assert [f"${v / 1e9:.2f}bn" in a for a, v in zip(answer.available, (sales, total))] == [True, True], (
        answer.available
    )
    # the line named by its own words answers
    question = "ConocoPhillips sales and other operating revenues for the first quarter of 2010"
    _ok(ask(store, question, accession=CONOCO), sales)
