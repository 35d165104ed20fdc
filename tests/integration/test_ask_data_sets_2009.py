"""`ask` over 2009 filings from the SEC's Financial Statement Data Sets whose tagging the 2010 ones do not show: a
Canadian filer reporting in CAD (Tim Hortons), data-set custom elements named as standard ones (Cliffs'
"custom:ProfitLoss", Tim Hortons' "custom:NetIncomeLossAttributableToNoncontrollingInterest"), a filer's own
element for the parent's net income (DIRECTV) and flows reported only in an equity statement's columns. Expected
values are read from num.txt itself."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import load_fsds, reported_fact

TIM_HORTONS = "0001193125-09-167378"  # 10-Q, Q2 2009, every money fact in CAD
CLIFFS = "0001193125-09-159399"  # 10-Q, Q2 2009, consolidated net income as custom:ProfitLoss
DIRECTV = "0001047469-09-007317"  # 10-Q, Q2 2009, the parent's net income as its own element
WYETH = "0001193125-09-167069"  # 10-Q, Q2 2009, dividends per share declared and paid differ
FMC = "0001193125-09-168553"  # 10-Q, Q2 2009, short-term debt, long-term debt and cash on its balance sheet
PEABODY = "0000950123-09-031817"  # 10-Q, Q2 2009, equity with and without noncontrolling interests; an APIC column
BNSF = "0000934612-09-000042"  # 10-Q, Q2 2009, FuelCosts labelled "Fuel" beside a fuel hedge's "tax expense"
MEDCO = "0000950123-09-027011"  # 10-Q, Q2 2009, MEDCO HEALTH SOLUTIONS INC
FREEPORT = "0000831259-09-000076"  # 10-Q, Q2 2009, its own revenue element and the net income of FCX's stockholders
VULCAN = "0000950123-09-030370"  # 10-Q, Q2 2009, the 2008 cash flows reported only as restated
UNITEDHEALTH = "0001193125-09-167160"  # 10-Q, Q2 2009, "Medical costs" and "Premiums"
CITRIX = "0001193125-09-168937"  # 10-Q, Q2 2009, "Sales, marketing and services"
MCGRAW = "0000950123-09-026861"  # 10-Q, Q2 2009, "Purchase of property and equipment"
KRAFT = "0001193125-09-164943"  # 10-Q, Q2 2009, equity columns back to 2007, "Accrued marketing"
VF = "0000950123-09-033506"  # 10-Q, Q2 2009, V F CORP: dividends per share in the unit "shares"
CORNING = "0000024741-09-000027"  # 10-Q, Q2 2009, share-based compensation for the quarter and six months
KROGER = "0001104659-09-055895"  # 10-Q, Q2 fiscal 2009 (July 2009), an equity statement by EquityComponents column
STATE_STREET = "0001193125-09-169449"  # 10-Q, Q2 2009, STATE STREET CORP: costs for the quarter and the half
CIGNA = "0000950123-09-027787"  # 10-Q, Q2 2009, CIGNA CORP: its mail order pharmacy's revenues and cost of goods sold
USBANCORP = "0000950123-09-033037"  # 10-Q, Q2 2009, US BANCORP: a bank's "Total loans", deposits and income lines
GOLDMAN = "0000950123-09-029919"  # 10-Q, Q2 2009, GOLDMAN SACHS: "Net revenues, including net interest income"
HCP = "0001104659-09-046716"  # 10-Q, Q2 2009, HCP: net income by equity column, "Common dividends ($0.92 per share)"
XCEL = "0001104659-09-046313"  # 10-Q, Q2 2009, XCEL ENERGY: its own equity total ("Common stockholders' equity")
PRAXAIR = "0001193125-09-158218"  # 10-Q, Q2 2009, PRAXAIR: treasury shares in a column only share counts carry
GGP = "0001104659-09-048413"  # 10-Q, Q2 2009, GENERAL GROWTH PROPERTIES: a name that says "Growth"
AEP = "0000004904-09-000117"  # 10-Q, Q2 2009, AMERICAN ELECTRIC POWER: utility revenue, asked "Growth in AEP's …"
FIS = "0000950123-09-030426"  # 10-Q, Q2 2009, FIDELITY NATIONAL INFORMATION SERVICES: R&D, debt and cash
BXP = "0001193125-09-167264"  # 10-Q, Q2 2009, BOSTON PROPERTIES: cash at year-end 2008 and June 30, 2009
AES = "0001193125-09-167427"  # 10-Q, Q2 2009, AES: three balance-sheet lines labelled "Deferred income taxes…"
VERISIGN = "0001193125-09-167317"  # 10-Q, Q2 2009, VERISIGN: discontinued operations for the quarter and the half
KEYCORP = "0000950123-09-032642"  # 10-Q, Q2 2009, KEYCORP: "Net loans"
HOSPIRA = "0001104659-09-045366"  # 10-Q, Q2 2009, HOSPIRA: interest expense for the quarter and the half


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    zip_path = shared_data / "fsds" / "2009q3.zip"
    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-2009")), registry)
    filings = (
        TIM_HORTONS,
        CLIFFS,
        DIRECTV,
        WYETH,
        FMC,
        PEABODY,
        BNSF,
        MEDCO,
        FREEPORT,
        VULCAN,
        UNITEDHEALTH,
        CITRIX,
        MCGRAW,
        KRAFT,
        VF,
        CORNING,
        USBANCORP,
        KROGER,
        STATE_STREET,
        CIGNA,
        GOLDMAN,
        HCP,
        XCEL,
        PRAXAIR,
        GGP,
        AEP,
        FIS,
        BXP,
        AES,
        VERISIGN,
        KEYCORP,
        HOSPIRA,
    )
    num = load_fsds(store, zip_path, filings)
    yield store, num
    store.close()


def test_a_canadian_filer_is_answered_in_its_own_currency(data_sets):
    store, num = data_sets
    revenue, uom = reported_fact(num, TIM_HORTONS, "Revenues", "20090630", 1)
    assert uom == "CAD"
    answer = ask(
        store,
        "Tim Hortons total revenues for the quarter ended June 28, 2009, in Canadian dollars",
        accession=TIM_HORTONS,
    )
    assert answer.status == "ok", answer.answer
    assert (answer.value, answer.unit) == (revenue, "CAD")
    assert "CAD" in answer.answer and "US dollars" not in answer.answer
    eps, _ = reported_fact(num, TIM_HORTONS, "EarningsPerShareDiluted", "20090630", 1)
    answer = ask(store, "Tim Hortons diluted EPS for Q2 2009", accession=TIM_HORTONS)
    assert answer.status == "ok", answer.answer
    assert (answer.value, answer.unit) == (eps, "CAD/shares")
    margin = ask(
        store, "Tim Hortons operating margin in Q2 2009 (operating income / total revenues)", accession=TIM_HORTONS
    )
    operating, _ = reported_fact(num, TIM_HORTONS, "OperatingIncomeLoss", "20090630", 1)
    assert margin.status == "ok" and margin.value == pytest.approx(operating / revenue)


def test_a_custom_element_with_a_standard_name_is_that_line(data_sets):
    store, num = data_sets
    nci, _ = reported_fact(num, TIM_HORTONS, "NetIncomeLossAttributableToNoncontrollingInterest", "20090630", 1)
    answer = ask(
        store, "Tim Hortons net income attributable to noncontrolling interests in Q2 2009", accession=TIM_HORTONS
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == nci
    # a consolidated net income under the data set's own prefix is still the rival of the parent's
    parent, _ = reported_fact(num, CLIFFS, "NetIncomeLoss", "20090630", 1)
    consolidated, _ = reported_fact(num, CLIFFS, "ProfitLoss", "20090630", 1)
    assert parent != consolidated
    bare = ask(store, "Cliffs net income for Q2 2009?", accession=CLIFFS)
    assert bare.status == "ambiguous" and sorted(bare.available)[0] and len(bare.available) == 2, bare.answer
    # and so is the parent's net income under the filer's own element
    own, _ = reported_fact(num, DIRECTV, "NetIncomeAttributableToDirectvGroupInc", "20090630", 1)
    assert own != reported_fact(num, DIRECTV, "NetIncomeLoss", "20090630", 1)[0]
    bare = ask(store, "DIRECTV net income for the second quarter of 2009?", accession=DIRECTV)
    assert bare.status == "ambiguous", bare.answer


def test_what_a_line_excludes_is_not_its_name(data_sets):
    store, num = data_sets
    assert not (num[(num.adsh == TIM_HORTONS) & (num.tag == "Goodwill")]).shape[0]
    answer = ask(store, "Tim Hortons goodwill at June 28, 2009?", accession=TIM_HORTONS)  # not "excluding goodwill"
    assert answer.status == "not_found", answer.answer


def test_equity_statement_columns_name_the_member_not_the_measure(data_sets):
    store, num = data_sets
    bought, _ = reported_fact(
        num, TIM_HORTONS, "TreasuryStockValueAcquiredCostMethod", "20090630", 2, "EquityComponents=TreasuryStock;"
    )
    answer = ask(
        store,
        "Treasury stock Tim Hortons acquired in the first half of 2009, per the treasury stock column of its "
        "statement of equity",
        accession=TIM_HORTONS,
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == bought and answer.intent.period.months == 6
    dividends, _ = reported_fact(
        num, TIM_HORTONS, "DividendsCommonStock", "20090630", 2, "EquityComponents=RetainedEarnings;"
    )
    answer = ask(
        store,
        "Dividends charged to Tim Hortons' retained earnings in the six months ended June 28, 2009 (statement of "
        "equity)",
        accession=TIM_HORTONS,
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == dividends


def test_a_quoted_label_and_a_revenue_line_named_by_its_subject(data_sets):
    store, num = data_sets
    sales = [reported_fact(num, TIM_HORTONS, "SalesRevenueGoodsNet", d, 2)[0] for d in ("20090630", "20080630")]
    answer = ask(
        store,
        "Growth in Tim Hortons sales (the 'Sales' revenue line) for the first half of 2009 versus the first half of "
        "2008",
        accession=TIM_HORTONS,
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == pytest.approx(sales[0] / sales[1] - 1)
    fees, _ = reported_fact(num, TIM_HORTONS, "FranchiseFees", "20090630", 2)
    answer = ask(store, "Tim Hortons franchise fees revenue for the first half of 2009", accession=TIM_HORTONS)
    assert answer.status == "ok", answer.answer
    assert answer.value == fees


def test_an_acronym_the_question_defines_is_read_as_its_words(data_sets):
    store, num = data_sets
    sac, _ = reported_fact(num, DIRECTV, "SubscriberAcquisitionCosts", "20090630", 2)
    answer = ask(store, "DIRECTV SAC (subscriber acquisition costs), first half of 2009", accession=DIRECTV)
    assert answer.status == "ok", answer.answer
    assert answer.value == sac
    assert answer.question == "DIRECTV SAC (subscriber acquisition costs), first half of 2009"  # as asked
    # an acronym no words define is not guessed
    undefined = ask(store, "DIRECTV SAC, first half of 2009", accession=DIRECTV)
    assert undefined.status != "ok" or undefined.value == sac


def test_dividends_per_share_declared_and_paid_are_rivals(data_sets):
    store, num = data_sets
    declared, _ = reported_fact(num, WYETH, "CommonStockDividendsPerShareDeclared", "20090630", 1)
    paid, _ = reported_fact(num, WYETH, "CommonStockDividendsPerShareCashPaid", "20090630", 1)
    assert declared != paid
    bare = ask(store, "Wyeth dividend per share for the second quarter of 2009?", accession=WYETH)
    assert bare.status == "ambiguous" and len(bare.available) == 2, bare.answer
    answer = ask(store, "Wyeth dividends declared per share, second quarter of 2009", accession=WYETH)
    assert answer.status == "ok" and answer.value == declared, answer.answer
    answer = ask(store, "Wyeth dividends paid per share, second quarter of 2009", accession=WYETH)
    assert answer.status == "ok" and answer.value == paid, answer.answer


def test_a_sum_the_question_defines_in_an_aside_is_computed_as_defined(data_sets):
    store, num = data_sets
    short, _ = reported_fact(num, FMC, "DebtCurrent", "20090630", 0)
    long, _ = reported_fact(num, FMC, "LongTermDebtNoncurrent", "20090630", 0)
    cash, _ = reported_fact(num, FMC, "CashAndCashEquivalentsAtCarryingValue", "20090630", 0)
    answer = ask(
        store,
        "FMC Technologies debt net of cash at June 30, 2009 (short-term debt and current portion of long-term debt + "
        "long-term debt - cash and cash equivalents)",
        accession=FMC,
    )
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - (short + long - cash)) < 1e-6  # type: ignore[operator]
    assert len(answer.evidence) == 3


def test_including_noncontrolling_interests_names_that_equity_line(data_sets):
    store, num = data_sets
    including, _ = reported_fact(
        num, PEABODY, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20081231", 0
    )
    parent, _ = reported_fact(num, PEABODY, "StockholdersEquity", "20081231", 0)
    assert including != parent
    answer = ask(
        store,
        "Peabody total stockholders' equity, including noncontrolling interests, at December 31, 2008",
        accession=PEABODY,
    )
    assert answer.status == "ok" and answer.value == including, answer.answer
    assert answer.intent.measure.concepts == [
        "us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"
    ]


def test_the_2009_taxonomys_other_additional_capital_column_is_additional_paid_in_capital(data_sets):
    store, num = data_sets
    credited, _ = reported_fact(
        num,
        PEABODY,
        "StockIssuedDuringPeriodValueShareBasedCompensation",
        "20090630",
        2,
        "EquityComponents=OtherAdditionalCapital;",
    )
    answer = ask(
        store,
        "Peabody share-based compensation recorded in additional paid-in capital, six months ended June 30, 2009",
        accession=PEABODY,
    )
    assert answer.status == "ok" and answer.value == credited, answer.answer


def test_an_expense_asked_is_the_line_the_filer_labels_by_its_subject(data_sets):
    store, num = data_sets
    fuel, _ = reported_fact(num, BNSF, "FuelCosts", "20090630", 1)
    answer = ask(store, "BNSF fuel expense for the second quarter of 2009", accession=BNSF)
    assert answer.status == "ok" and answer.value == fuel, answer.answer  # "Fuel", not a hedge's tax expense
    fuel, _ = reported_fact(num, BNSF, "FuelCosts", "20090630", 2)
    answer = ask(store, "Burlington Northern Santa Fe fuel expense, year to date through June 30, 2009", accession=BNSF)
    assert answer.status == "ok" and answer.value == fuel, answer.answer


def test_words_of_the_filers_name_inside_another_companys_name_name_that_company(data_sets):
    store, num = data_sets
    answer = ask(store, "SXC Health Solutions revenue for the second quarter of 2009?", accession=MEDCO)
    assert answer.reason == "other_company" and "SXC Health Solutions" in answer.answer, answer.answer
    revenue, _ = reported_fact(num, MEDCO, "Revenues", "20090630", 1)
    answer = ask(store, "Medco Health Solutions revenue for the second quarter of 2009?", accession=MEDCO)
    assert answer.status == "ok" and answer.value == revenue, answer.answer


def test_a_filers_own_revenue_element_and_its_symbol_before_a_line(data_sets):
    store, num = data_sets
    revenue, _ = reported_fact(
        num, FREEPORT, "RevenuesGoodsAndServices", "20090630", 1
    )  # a custom tag labelled "Revenues"
    answer = ask(store, "What were Freeport-McMoRan's revenues in the June 2009 quarter?", accession=FREEPORT)
    assert answer.status == "ok" and answer.value == revenue, answer.answer
    costs, _ = reported_fact(num, FREEPORT, "ProductionAndDelivery", "20090630", 1)
    answer = ask(store, "FCX production and delivery costs, three months ended June 30, 2009", accession=FREEPORT)
    assert answer.status == "ok" and answer.value == costs, answer.answer
    current, _ = reported_fact(num, FREEPORT, "MillAndLeachStockpiles", "20090630", 0)
    answer = ask(store, "Freeport mill and leach stockpiles (a current asset) at June 30, 2009", accession=FREEPORT)
    assert answer.status == "ok" and answer.value == current, answer.answer


def test_net_income_with_no_parents_line_but_the_common_stockholders_is_ambiguous(data_sets):
    store, num = data_sets
    bare = ask(store, "Freeport-McMoRan net income, second quarter 2009", accession=FREEPORT)
    assert bare.status == "ambiguous" and len(bare.available) == 2, bare.answer
    said = ask(
        store, "Freeport-McMoRan net income attributable to FCX common stockholders, Q2 2009", accession=FREEPORT
    )
    expected, _ = reported_fact(num, FREEPORT, "NetIncomeLossAvailableToCommonStockholdersBasic", "20090630", 1)
    assert said.status == "ok" and said.value == expected, said.answer


def test_as_restated_reads_the_restated_scenario(data_sets):
    store, num = data_sets
    expected, _ = reported_fact(
        num, VULCAN, "NetCashProvidedByUsedInOperatingActivities", "20080630", 2, "Scenario=ScenarioRestated;"
    )
    answer = ask(store, "Vulcan Materials operating cash flow, first half of 2008, as restated", accession=VULCAN)
    assert answer.status == "ok" and answer.value == expected, answer.answer
    plain = ask(store, "Vulcan Materials operating cash flow, first half of 2008", accession=VULCAN)
    assert plain.status != "ok"  # only the restated figures are reported: the question must say which


def test_a_named_ratio_defined_in_an_aside_and_a_label_said_with_an_ampersand(data_sets):
    store, num = data_sets
    costs, _ = reported_fact(num, UNITEDHEALTH, "PolicyholderBenefitsAndClaimsIncurredNet", "20090630", 1)
    premiums, _ = reported_fact(num, UNITEDHEALTH, "PremiumsEarnedNet", "20090630", 1)
    answer = ask(store, "UnitedHealth medical cost ratio in Q2 2009 (medical costs / premiums)", accession=UNITEDHEALTH)
    assert answer.status == "ok" and abs(answer.value - costs / premiums) < 1e-12, answer.answer  # type: ignore[operator]
    selling, _ = reported_fact(num, CITRIX, "SellingAndMarketingExpense", "20090630", 1)
    answer = ask(store, "Citrix sales, marketing & services expense, Q2 2009", accession=CITRIX)
    assert answer.status == "ok" and answer.value == selling, answer.answer


def test_jargon_and_the_line_it_stands_for_said_together(data_sets):
    store, num = data_sets
    capex, _ = reported_fact(num, MCGRAW, "PaymentsToAcquirePropertyPlantAndEquipment", "20090630", 2)
    answer = ask(store, "McGraw-Hill capex (purchase of property and equipment), first half 2009", accession=MCGRAW)
    assert answer.status == "ok" and answer.value == capex, answer.answer


def test_a_count_read_from_an_equity_statement_column_is_its_balance_in_shares(data_sets):
    store, num = data_sets
    issued, uom = reported_fact(num, FREEPORT, "SharesIssued", "20090630", 0, "EquityComponents=CommonStock;")
    assert uom == "shares"
    answer = ask(
        store,
        "How many FCX common shares were issued at June 30, 2009, per the common stock column of the equity statement?",
        accession=FREEPORT,
    )
    assert answer.status == "ok" and answer.value == issued, answer.answer
    assert "Balance at" not in answer.answer  # a roll-forward's row label does not name the balance


def test_an_equity_column_the_balance_sheet_line_does_not_reach_back_to(data_sets):
    store, num = data_sets
    column, _ = reported_fact(
        num,
        KRAFT,
        "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
        "20071231",
        0,
        "EquityComponents=AdditionalPaidInCapital;",
    )
    answer = ask(
        store, "Kraft additional paid-in capital column (equity statement) at December 31, 2007", accession=KRAFT
    )
    assert answer.status == "ok" and answer.value == column, answer.answer
    marketing, _ = reported_fact(num, KRAFT, "AccruedAdvertising", "20090630", 0)
    accrued = ask(store, "Kraft accrued marketing liability at June 30, 2009", accession=KRAFT)
    assert accrued.status == "ok" and accrued.value == marketing, accrued.answer
    eps, _ = reported_fact(num, KRAFT, "EarningsPerShareDiluted", "20090630", 2)
    # the aside says whose earnings the EPS divides; EPS is asked
    diluted = ask(
        store, "Kraft diluted EPS (net earnings attributable to Kraft), six months ended June 30, 2009", accession=KRAFT
    )
    assert diluted.status == "ok" and diluted.value == eps, diluted.answer


def test_a_per_share_amount_in_an_odd_unit_and_the_year_to_date_of_a_quarter(data_sets):
    store, num = data_sets
    paid, uom = reported_fact(num, VF, "CommonStockDividendsPerShareCashPaid", "20090630", 1)
    assert uom == "shares"  # as V.F. tagged it
    answer = ask(store, "VF cash dividends per common share, second quarter of 2009", accession=VF)
    assert answer.status == "ok" and answer.value == paid, answer.answer
    half, _ = reported_fact(num, CORNING, "ShareBasedCompensation", "20090630", 2)
    # Corning's cash-flow statement reports the six months only: a quarter read would be refused
    assert num[(num.adsh == CORNING) & (num.tag == "ShareBasedCompensation") & (num.qtrs == 1)].empty
    ytd = ask(store, "Corning stock comp charges, YTD 2Q09", accession=CORNING)
    assert ytd.status == "ok" and ytd.value == half, ytd.answer
    after = ask(store, "Corning stock comp, 2Q09 YTD", accession=CORNING)
    assert after.status == "ok" and after.value == half, after.answer


def test_a_banks_ratios_defined_over_a_sum_and_between_two_balances(data_sets):
    store, num = data_sets
    expense, _ = reported_fact(num, USBANCORP, "NoninterestExpense", "20090630", 1)
    interest, _ = reported_fact(num, USBANCORP, "InterestIncomeExpenseNet", "20090630", 1)
    fees, _ = reported_fact(num, USBANCORP, "NoninterestIncome", "20090630", 1)
    answer = ask(
        store,
        "US Bancorp efficiency ratio for Q2 2009 (noninterest expense / (net interest income + noninterest income))",
        accession=USBANCORP,
    )
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - expense / (interest + fees)) < 1e-12  # type: ignore[operator]
    assert len(answer.evidence) == 3
    loans, _ = reported_fact(num, USBANCORP, "LoansAndLeasesReceivableNetOfDeferredIncome", "20090630", 0)
    deposits, _ = reported_fact(num, USBANCORP, "Deposits", "20090630", 0)
    # "Total loans" is a line of its own, though "loans" alone is too generic a word to pick one by
    total = ask(store, "US Bancorp total loans at June 30, 2009", accession=USBANCORP)
    assert total.status == "ok" and total.value == loans, total.answer
    ratio = ask(store, "US Bancorp ratio of total loans to total deposits at June 30, 2009", accession=USBANCORP)
    assert ratio.status == "ok" and abs(ratio.value - loans / deposits) < 1e-12, ratio.answer  # type: ignore[operator]


def test_an_amount_moved_into_a_named_column_is_that_columns_line(data_sets):
    store, num = data_sets
    dividends, _ = reported_fact(
        num, USBANCORP, "DividendsCommonStock", "20090630", 2, "EquityComponents=RetainedEarnings;"
    )
    # "common stock" names the line's words here; the column is the one the dividends are charged to
    answer = ask(
        store,
        "US Bancorp common stock dividends charged to retained earnings in the first half of 2009",
        accession=USBANCORP,
    )
    assert answer.status == "ok" and answer.value == dividends, answer.answer
    treasury, _ = reported_fact(
        num, USBANCORP, "IssuanceOfCommonAndTreasuryStock", "20090630", 2, "EquityComponents=TreasuryStock;"
    )
    column = ask(
        store,
        "US Bancorp treasury stock column: issuance of common and treasury stock, first half of 2009",
        accession=USBANCORP,
    )
    assert column.status == "ok" and column.value == treasury, column.answer
    earnings, _ = reported_fact(num, KROGER, "ProfitLoss", "20090731", 2, "EquityComponents=RetainedEarnings;")
    added = ask(
        store,
        "Kroger net earnings added to retained earnings in the first two quarters of fiscal 2009 (equity statement)",
        accession=KROGER,
    )
    assert added.status == "ok" and added.value == earnings, added.answer  # a flow, not the column's balance
    awards, _ = reported_fact(
        num, KROGER, "RestrictedStockAwardsValue", "20090731", 2, "EquityComponents=TreasuryStock;"
    )
    restricted = ask(
        store,
        "Kroger restricted stock awards in the treasury stock column, first half of fiscal 2009",
        accession=KROGER,
    )
    assert restricted.status == "ok" and restricted.value == awards, restricted.answer  # the amount, not the count


def test_two_quarters_ended_is_the_year_to_date_and_an_allowance_is_never_the_receivable(data_sets):
    store, num = data_sets
    half, _ = reported_fact(num, KROGER, "NetIncomeLoss", "20090731", 2)
    answer = ask(
        store, "Kroger net earnings attributable to Kroger, two quarters ended August 15, 2009", accession=KROGER
    )
    assert answer.status == "ok" and answer.value == half and answer.intent.period.months == 6, answer.answer


def test_net_income_available_to_common_and_a_quarter_asked_not_year_to_date(data_sets):
    store, num = data_sets
    common, _ = reported_fact(num, USBANCORP, "NetIncomeLossAvailableToCommonStockholdersBasic", "20090630", 2)
    parent, _ = reported_fact(num, USBANCORP, "NetIncomeLoss", "20090630", 2)
    assert common != parent  # preferred dividends lie between them
    answer = ask(
        store,
        "US Bancorp net income available to common shareholders for the six months ended June 30, 2009",
        accession=USBANCORP,
    )
    assert answer.status == "ok" and answer.value == common, answer.answer
    quarter, _ = reported_fact(num, USBANCORP, "ProvisionForOtherCreditLosses", "20090630", 1)
    only = ask(
        store,
        "US Bancorp Q2 2009 provision for credit losses (three months only, not year to date)",
        accession=USBANCORP,
    )
    assert only.status == "ok" and only.value == quarter, only.answer


def test_months_named_end_to_end_are_that_span_and_a_defined_margin_beats_the_catalogues(data_sets):
    store, num = data_sets
    half, _ = reported_fact(num, STATE_STREET, "BusinessCombinationAcquisitionRelatedCosts", "20090630", 2)
    answer = ask(
        store, "Merger and integration costs at State Street, January through June 2009", accession=STATE_STREET
    )
    assert answer.status == "ok" and answer.value == half, answer.answer  # six months, not "which one?"
    sales, _ = reported_fact(num, CIGNA, "SalesRevenueGoodsNet", "20090630", 2)
    cost, _ = reported_fact(num, CIGNA, "CostOfGoodsSold", "20090630", 2)
    answer = ask(
        store,
        "Gross margin on CIGNA's mail order pharmacy business in 1H 2009: (pharmacy revenues - pharmacy cost of goods "
        "sold) / pharmacy revenues",
        accession=CIGNA,
    )
    # the margin as defined, not the company's gross margin the catalogue would compute
    assert answer.status == "ok" and abs(answer.value - (sales - cost) / sales) < 1e-12, answer.answer  # type: ignore[operator]


def test_a_ratio_over_a_line_its_label_opens_with_and_a_span_asked_at_the_company(data_sets):
    store, num = data_sets
    compensation, _ = reported_fact(num, GOLDMAN, "LaborAndRelatedExpense", "20090630", 2)
    revenues, _ = reported_fact(num, GOLDMAN, "NetRevenuesIncludingNetInterestIncome", "20090630", 2)
    answer = ask(
        store,
        "Goldman's compensation ratio for the first half of 2009: compensation and benefits / net revenues",
        accession=GOLDMAN,
    )
    # "net revenues" is Goldman's "Net revenues, including net interest income"; never compensation alone
    assert answer.status == "ok" and abs(answer.value - compensation / revenues) < 1e-12, answer.answer  # type: ignore[operator]
    taxes, _ = reported_fact(num, GOLDMAN, "IncomeTaxExpenseBenefit", "20090630", 2)
    answer = ask(store, "Year-to-date provision for taxes at Goldman through June 26, 2009", accession=GOLDMAN)
    assert answer.status == "ok" and answer.value == taxes, answer.answer  # "at Goldman" is no date


def test_a_columns_share_of_net_income_and_dividends_declared_not_per_share(data_sets):
    store, num = data_sets
    minority, _ = reported_fact(num, HCP, "ProfitLoss", "20090630", 2, "EquityComponents=NoncontrollingInterest;")
    answer = ask(
        store,
        "Net income allocated to noncontrolling interests in HCP's equity statement (noncontrolling interests "
        "column), six months ended June 30, 2009",
        accession=HCP,
    )
    assert answer.status == "ok" and answer.value == minority, answer.answer
    declared, _ = reported_fact(num, HCP, "DividendsCommonStock", "20090630", 2)
    answer = ask(store, "HCP common divs declared, 1H09 (equity statement)", accession=HCP)
    assert answer.status == "ok" and answer.value == declared, answer.answer  # not the $0.92 per share


def test_a_filers_own_equity_total_carries_its_columns_and_a_shares_column_counts(data_sets):
    store, num = data_sets
    apic, _ = reported_fact(
        num, XCEL, "CommonShareholdersEquity", "20090331", 0, "EquityComponents=AdditionalPaidInCapital;"
    )
    answer = ask(
        store,
        "Xcel Energy additional paid-in capital column of common stockholders' equity at March 31, 2009",
        accession=XCEL,
    )
    assert answer.status == "ok" and answer.value == apic, answer.answer
    issued, _ = reported_fact(
        num, XCEL, "StockIssuedDuringPeriodSharesNewIssues", "20090630", 1, "EquityComponents=CommonStock;"
    )
    answer = ask(
        store,
        "Shares of common stock Xcel issued during Q2 2009 according to its statement of common stockholders' equity",
        accession=XCEL,
    )
    assert answer.status == "ok" and (answer.value, answer.unit) == (issued, "shares"), answer.answer
    treasury, _ = reported_fact(num, PRAXAIR, "SharesIssued", "20090630", 0, "EquityComponents=TreasuryStockShares;")
    answer = ask(
        store,
        "Praxair treasury shares at June 30, 2009 per the treasury stock shares column of its equity statement",
        accession=PRAXAIR,
    )
    assert answer.status == "ok" and answer.value == treasury, answer.answer
    now, _ = reported_fact(num, PRAXAIR, "SalesRevenueNet", "20090630", 2)
    then, _ = reported_fact(num, PRAXAIR, "SalesRevenueNet", "20080630", 2)
    answer = ask(
        store,
        "Praxair first-half 2009 sales versus first-half 2008: percentage change expressed as a decimal",
        accession=PRAXAIR,
    )
    assert answer.status == "ok" and abs(answer.value - (now / then - 1)) < 1e-12, answer.answer  # type: ignore[operator]


def test_words_of_a_name_are_no_growth_no_other_company_and_no_period(data_sets):
    store, num = data_sets
    taxes, _ = reported_fact(num, GGP, "RealEstateTaxExpense", "20090630", 2)
    answer = ask(store, "Real estate taxes at General Growth for January-June 2009", accession=GGP)
    assert answer.status == "ok" and answer.value == taxes, answer.answer  # an amount, not a growth rate
    now, _ = reported_fact(num, AEP, "ElectricUtilityRevenue", "20090630", 2)
    then, _ = reported_fact(num, AEP, "ElectricUtilityRevenue", "20080630", 2)
    answer = ask(
        store,
        "Growth in AEP's utility operations revenue for 1H 2009 over 1H 2008 (decimal; negative = decline)",
        accession=AEP,
    )
    # "Growth" opening the question asks a growth: it names no General Growth Properties
    assert answer.status == "ok" and abs(answer.value - (now - then) / abs(then)) < 1e-12, answer.answer  # type: ignore[operator]
    rnd, _ = reported_fact(num, FIS, "ResearchAndDevelopmentExpense", "20090630", 2)
    answer = ask(store, "Research and development costs at FIS for the six months ended June 30, 2009", accession=FIS)
    assert answer.status == "ok" and answer.value == rnd, answer.answer  # not Research In Motion's


def test_a_definition_after_a_dash_a_year_end_base_and_a_period_said_in_an_aside(data_sets):
    store, num = data_sets
    current, _ = reported_fact(num, FIS, "LongTermDebtCurrent", "20090630", 0)
    long_term, _ = reported_fact(num, FIS, "LongTermDebtNoncurrent", "20090630", 0)
    cash, _ = reported_fact(num, FIS, "CashAndCashEquivalentsAtCarryingValue", "20090630", 0)
    answer = ask(
        store,
        "FIS net debt at June 30, 2009 -- current portion of long-term debt plus long-term debt, minus cash and cash "
        "equivalents",
        accession=FIS,
    )
    # the net debt the question defines, not the catalogue's (long-term debt less cash)
    assert answer.status == "ok" and abs(answer.value - (current + long_term - cash)) < 1e-3, answer.answer  # type: ignore[operator]
    now, _ = reported_fact(num, BXP, "CashAndCashEquivalentsAtCarryingValue", "20090630", 0)
    then, _ = reported_fact(num, BXP, "CashAndCashEquivalentsAtCarryingValue", "20081231", 0)
    answer = ask(
        store,
        "How much did Boston Properties' cash and cash equivalents rise, in percent, between year-end 2008 and June "
        "30, 2009? (decimal)",
        accession=BXP,
    )
    assert answer.status == "ok" and abs(answer.value - (now - then) / then) < 1e-12, answer.answer  # type: ignore[operator]
    quarter, _ = reported_fact(num, VERISIGN, "IncomeLossFromDiscontinuedOperationsNetOfTax", "20090630", 1)
    answer = ask(
        store,
        "VeriSign's result from discontinued operations, net of tax, in Q2 2009 (three months, not six)",
        accession=VERISIGN,
    )
    assert answer.status == "ok" and answer.value == quarter, answer.answer
    half, _ = reported_fact(num, HOSPIRA, "InterestExpense", "20090630", 2)
    answer = ask(store, "Hospira's interest expense year-to-date at June 30, 2009", accession=HOSPIRA)
    assert answer.status == "ok" and answer.value == half, answer.answer  # a period to that date, not a balance


def test_a_caption_for_three_balances_and_a_net_line_glossed_after_the_allowance(data_sets):
    store, num = data_sets
    answer = ask(store, "What did AES report for deferred income taxes at June 30, 2009?", accession=AES)
    assert answer.status == "ambiguous", answer.answer  # current and non-current assets, a non-current liability
    current, _ = reported_fact(num, AEP, "DerivativeInstrumentsAndHedges", "20090630", 0)
    assert current != reported_fact(num, AEP, "DerivativeInstrumentsAndHedgesNoncurrent", "20090630", 0)[0]
    answer = ask(store, "AEP risk management assets as of June 30, 2009?", accession=AEP)
    # "Risk Management Assets" and "Long-term Risk Management Assets": the two sides of one balance
    assert answer.status == "ambiguous", answer.answer
    answer = ask(store, "AEP current risk management assets as of June 30, 2009?", accession=AEP)
    assert answer.status == "ok" and answer.value == current, answer.answer
    loans, _ = reported_fact(num, KEYCORP, "LoansAndLeasesReceivableNetReportedAmount", "20090630", 0)
    answer = ask(store, "KeyCorp net loans (after the allowance) at June 30, 2009", accession=KEYCORP)
    assert answer.status == "ok" and answer.value == loans, answer.answer


def test_charges_taken_are_the_line_labelled_by_its_subject(data_sets):
    store, num = data_sets
    charges, _ = reported_fact(num, HOSPIRA, "RestructuringSettlementAndImpairmentProvisions", "20090630", 2)
    answer = ask(
        store,
        "Restructuring and impairment charges Hospira took in the six months ended June 30, 2009",
        accession=HOSPIRA,
    )
    assert answer.status == "ok" and answer.value == charges, answer.answer  # labelled "Restructuring and impairment"
