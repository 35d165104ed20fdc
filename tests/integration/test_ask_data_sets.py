"""`ask` over filings loaded from the SEC's Financial Statement Data Sets: retailers' week-based periods (whose
period ends the SEC rounds to the nearest month end), share counts reported only by class of stock, and a bare
"revenue" where the filing reports two different totals. Expected values are read from num.txt itself."""

from __future__ import annotations

import pytest

from auditgraph.memos.ask import ask
from tests.fsds_support import load_fsds, reported_value

COSTCO = "0001193125-10-137013"  # 10-Q, 12 and 36 weeks ended May 9, 2010
UPS = "0001193125-10-112914"  # 10-Q, Q1 2010, shares by ClassOfStock only
ACCENTURE = "0001193125-10-146681"  # 10-Q, Q3 fiscal 2010 (May 31, 2010), Class A / Class X ordinary shares
PACCAR = "0001193125-10-108284"  # 10-Q, Q1 2010, "Truck and Other" and "Financial Services" rows
MOODYS = "0001193125-10-113077"  # 10-Q, Q1 2010, share counts only for ClassOfStock CommonStock / NonvotingCommonStock
BUNGE = "0001104659-10-027336"  # 10-Q, Q1 2010, two classes of preference shares
WILLIAMS = "0000950123-10-044054"  # 10-Q, Q1 2010, BusinessSegments=ExplorationProduction_ / WilliamsPartners / Other_
GULFMARK = "0000950123-10-042724"  # 10-Q, Q1 2010, its revenue tagged MarineServicesRevenue, labelled "Revenue"
PARKER = "0001193125-10-107930"  # 10-Q, fiscal Q3 2010 (nine months to March 31)
EQUIFAX = "0001144204-10-023050"  # 10-Q, Q1 2010, basic and diluted weighted-average shares
STRYKER = "0001193125-10-098095"  # 10-Q, Q1 2010, "Cash dividends declared of $0.15 per share" beside the per-share tag
WRIGHT = "0000950123-10-043858"  # 10-Q, Q1 2010, stock-based compensation by expense line (a data set's segments)
HARRIS = "0000950123-10-040472"  # 10-Q, fiscal Q3 2010, dividends paid and cash dividends per share
LACLEDE = "0001126956-10-000011"  # 10-Q, fiscal Q2 2010, a gas utility's RegulatedAndUnregulatedOperatingRevenue
DISCOVER = "0001193125-10-079766"  # 10-Q, fiscal Q1 2010, total interest income beside net interest income
BOARDWALK = "0001336047-10-000019"  # 10-Q, Q1 2010, a partnership's net income per common unit
LABCORP = "0000920148-10-000040"  # 10-Q, Q1 2010, LABORATORY CORP OF AMERICA HOLDINGS, called "LabCorp"
YUM = "0001041061-10-000023"  # 10-Q, Q1 2010, YUM BRANDS INC: "Company sales" beside "Total revenues"
LIMITED = "0001193125-10-132137"  # 10-Q, Q1 2010, LIMITED BRANDS INC: "Brands" alone is no name of Yum's
AGL = "0001004155-10-000033"  # 10-Q, Q1 2010, an equity statement by EquityComponents column
INFINITY = "0001193125-10-112719"  # 10-Q, Q1 2010, a property and casualty insurer's losses and LAE
VIACOM = "0001193125-10-098207"  # 10-Q, Q1 2010, marked fp=Q2 in sub.txt though every duration is three months
HP = "0001104659-10-025627"  # 10-Q, fiscal Q2 2010, HELMERICH & PAYNE INC ("H&P"): U.S. Land and International Land
RRD = "0001193125-10-108948"  # 10-Q, Q1 2010, RR DONNELLEY & SONS CO: goodwill by segment, equity with NCI
DAVITA = "0001193125-10-104566"  # 10-Q, Q1 2010, "Net operating revenues" tagged HealthCareOrganizationPatientService…
ADI = "0000950123-10-050859"  # 10-Q, fiscal Q2 2010, two lines labelled "Deferred compensation plan investments"
JCI = "0000950123-10-043277"  # 10-Q, fiscal Q2 2010, products and services revenue and two lines labelled "Services"
COVIDIEN = "0001193125-10-102083"  # 10-Q, fiscal Q2 2010, "Income from continuing operations" also an EPS row's label
ICE = "0001193125-10-107807"  # 10-Q, Q1 2010, AOCI by component and a full-year 2009 equity statement
WASTE = "0000950123-10-040250"  # 10-Q, Q1 2010, treasury shares and "Debt repayments"
FORTUNE = "0001193125-10-113001"  # 10-Q, Q1 2010, FORTUNE BRANDS INC: "Maturing spirits" among its inventories
EXPRESS = "0000950123-10-039631"  # 10-Q, Q1 2010, EXPRESS SCRIPTS INC: current maturities and long-term debt
HALLIBURTON = "0000045012-10-000170"  # 10-Q, Q1 2010, its DOJ and SEC settlement liability, revenue a year apart
VORNADO = "0000899689-10-000020"  # 10-Q, Q1 2010, a REIT's real estate at cost (labelled "Total") and net
TRAVELERS = "0001104659-10-021504"  # 10-Q, Q1 2010, "Net income" beside "Other net realized investment gains"
MTB = "0000950123-10-045933"  # 10-Q, Q1 2010, M&T BANK CORP ("M&T"): a bank's "Total other expense" and "income"
WFC = "0000950123-10-046578"  # 10-Q, Q1 2010, WELLS FARGO: "Loans (includes $371 …)" beside "Net loans"; ESOP column
PSA = "0001393311-10-000011"  # 10-Q, Q1 2010, PUBLIC STORAGE: revenue and cost both labelled "Self-storage facilities"
ENTERGY = "0000065984-10-000092"  # 10-Q, Q1 2010, AOCI columns of the equity statement without labels
HARTFORD = "0000950123-10-040660"  # 10-Q, Q1 2010, HARTFORD FINANCIAL: equity securities trading and AFS; EPS "(loss)"
BBT = "0001193125-10-112881"  # 10-Q, Q1 2010, BB&T: "Loans and leases" beside the line net of the allowance; 401(k)
CHESAPEAKE = "0001193125-10-114778"  # 10-Q, Q1 2010, "Short-term derivative instruments" an asset and a liability
VENTAS = "0001193125-10-101917"  # 10-Q, Q1 2010, VENTAS: "Senior notes payable and other debt", total equity with NCI
REGIONS = (
    "0001193125-10-109112"  # 10-Q, Q1 2010, REGIONS FINANCIAL: a name that says "Regions"; "Total non-interest expense"
)
NORTHERN_TRUST = "0001193125-10-101428"  # 10-Q, Q1 2010, NORTHERN TRUST: deposits a year before the balance sheet
AMEDISYS = "0001193125-10-094994"  # 10-Q, Q1 2010, AMEDISYS: provision for doubtful accounts, cost of service excl. D&A
KIMCO = "0001398432-10-000348"  # 10-Q, Q1 2010, KIMCO REALTY: interest expense a year apart, "Mortgages payable"
EQR = "0001193125-10-110115"  # 10-Q, Q1 2010, EQUITY RESIDENTIAL: a name that says "Equity"; its three kinds of debt


@pytest.fixture(scope="module")
def data_sets(tmp_path_factory, registry, shared_data):
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    zip_path = shared_data / "fsds" / "2010q2.zip"
    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-ask")), registry)
    filings = (
        COSTCO,
        UPS,
        ACCENTURE,
        PACCAR,
        MOODYS,
        BUNGE,
        WILLIAMS,
        STRYKER,
        GULFMARK,
        PARKER,
        EQUIFAX,
        WRIGHT,
        HARRIS,
        LACLEDE,
        DISCOVER,
        BOARDWALK,
        LABCORP,
        YUM,
        LIMITED,
        AGL,
        INFINITY,
        VIACOM,
        HP,
        RRD,
        DAVITA,
        ADI,
        JCI,
        COVIDIEN,
        ICE,
        WASTE,
        FORTUNE,
        EXPRESS,
        HALLIBURTON,
        TRAVELERS,
        VORNADO,
        MTB,
        WFC,
        PSA,
        ENTERGY,
        HARTFORD,
        BBT,
        CHESAPEAKE,
        VENTAS,
        REGIONS,
        NORTHERN_TRUST,
        AMEDISYS,
        EQR,
        KIMCO,
    )
    num = load_fsds(store, zip_path, filings)
    yield store, num
    store.close()


def test_a_twelve_week_quarter_ended_may_9_is_the_data_sets_april_month_end(data_sets):
    store, num = data_sets
    answer = ask(store, "Costco diluted EPS for the 12 weeks ended May 9, 2010", accession=COSTCO)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, COSTCO, "EarningsPerShareDiluted", "20100430", 1)
    assert answer.intent.period.months == 3
    ytd = ask(store, "Costco net income attributable to Costco for the 36 weeks ended May 9, 2010", accession=COSTCO)
    assert ytd.status == "ok" and ytd.intent.period.months == 9
    assert ytd.value == reported_value(num, COSTCO, "NetIncomeLoss", "20100430", 3)
    # Costco also reports net income including noncontrolling interests: "net income" alone names both
    assert reported_value(num, COSTCO, "ProfitLoss", "20100430", 3) != ytd.value
    bare = ask(store, "Costco net income for the 36 weeks ended May 9, 2010", accession=COSTCO)
    assert bare.status == "ambiguous" and len(bare.available) == 2


def test_net_sales_is_the_net_sales_line_and_a_bare_revenue_is_ambiguous(data_sets):
    store, num = data_sets
    sales = reported_value(num, COSTCO, "SalesRevenueNet", "20090430", 3)
    total = reported_value(num, COSTCO, "Revenues", "20090430", 3)
    assert sales != total  # membership fees make the difference
    answer = ask(store, "Costco net sales for the 36 weeks ended May 10, 2009", accession=COSTCO)
    assert answer.status == "ok" and answer.value == sales
    answer = ask(store, "Costco total revenue for the 36 weeks ended May 10, 2009", accession=COSTCO)
    assert answer.status == "ok" and answer.value == total
    bare = ask(store, "Costco revenue for the 36 weeks ended May 10, 2009?", accession=COSTCO)
    assert bare.status == "ambiguous" and len(bare.available) == 2


def test_shares_reported_only_by_class_answer_for_the_class_named(data_sets):
    store, num = data_sets
    answer = ask(store, "How many UPS Class B shares were issued at March 31, 2010?", accession=UPS)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num, UPS, "CommonStockSharesIssued", "20100331", 0, "ClassOfStock=CommonClassB;"
    )
    assert answer.intent.members == {"ClassOfStock": "CommonClassB"}
    # an Irish filer's "ordinary shares" are its common stock
    answer = ask(store, "Accenture Class A ordinary shares issued at May 31, 2010", accession=ACCENTURE)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num, ACCENTURE, "CommonStockSharesIssued", "20100531", 0, "ClassOfStock=CommonClassA;"
    )
    # no class named, and no total reported: not answered with one class's count
    answer = ask(store, "How many Accenture shares were issued at May 31, 2010?", accession=ACCENTURE)
    assert answer.status != "ok"


def test_a_line_is_found_by_the_label_the_filer_printed(data_sets):
    store, num = data_sets
    # pre.txt: Costco prints "Membership fees" for a tag whose standard label shares no word with it but "fees"
    answer = ask(store, "Costco membership fees for the 12 weeks ended May 9, 2010", accession=COSTCO)
    assert answer.status == "ok", answer.answer
    tag = "RevenueFromEnrollmentAndRegistrationFeesExcludingHospitalityEnterprises"
    assert answer.value == reported_value(num, COSTCO, tag, "20100430", 1)
    assert "Membership fees" in answer.answer
    # Accenture's "revenues before reimbursements" is a line of its own, not total revenues
    answer = ask(
        store, "Accenture revenues before reimbursements for the quarter ended May 31, 2010", accession=ACCENTURE
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, ACCENTURE, "SalesRevenueServicesNet", "20100531", 1)


def test_a_business_segment_of_a_data_set_is_named_as_the_filer_writes_it(data_sets):
    store, num = data_sets
    answer = ask(store, "PACCAR Truck & Other inventories at March 31, 2010?", accession=PACCAR)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, PACCAR, "InventoryNet", "20100331", 0, "Scenario=TruckAndOther;")
    answer = ask(store, "Total assets of PACCAR's Financial Services segment at Dec 31, 2009?", accession=PACCAR)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, PACCAR, "Assets", "20091231", 0, "Scenario=FinancialServices;")
    assert answer.value != reported_value(num, PACCAR, "Assets", "20091231", 0)  # not the consolidated total


def test_a_line_reported_only_by_class_answers_for_the_class_its_words_name(data_sets):
    store, num = data_sets
    # Moody's reports shares issued only for "CommonStock" and "NonvotingCommonStock": the common stock asked is the
    # class whose name says nothing more than the question
    answer = ask(store, "Moody's common stock shares issued at March 31, 2010", accession=MOODYS)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num, MOODYS, "CommonStockSharesIssued", "20100331", 0, "ClassOfStock=CommonStock;"
    )
    answer = ask(
        store,
        "How many shares of non-voting common stock was Moody's authorized to issue at December 31, 2009?",
        accession=MOODYS,
    )
    assert answer.status == "ok", answer.answer
    expected = reported_value(
        num, MOODYS, "CommonStockSharesAuthorized", "20091231", 0, "ClassOfStock=NonvotingCommonStock;"
    )
    assert answer.value == expected
    assert expected != reported_value(
        num, MOODYS, "CommonStockSharesAuthorized", "20091231", 0, "ClassOfStock=CommonStock;"
    )
    # a class of preference shares names its own line (preferred shares outstanding), not the common count
    answer = ask(
        store, "Number of Bunge convertible perpetual preference shares outstanding, March 31, 2010", accession=BUNGE
    )
    assert answer.status == "ok", answer.answer
    segment = "ClassOfStock=ConvertiblePerpetualPreferenceShares;"
    assert answer.value == reported_value(num, BUNGE, "PreferredStockSharesOutstanding", "20100331", 0, segment)


def test_segments_are_named_as_the_filer_writes_them_even_with_the_company_word(data_sets):
    store, num = data_sets
    # "Exploration & Production" is the tag ExplorationProduction_; "Williams Partners" begins with the company's word
    answer = ask(
        store,
        "Operating income of Williams' Exploration & Production segment, three months ended March 31, 2010",
        accession=WILLIAMS,
    )
    assert answer.status == "ok", answer.answer
    segment = "BusinessSegments=ExplorationProduction_;"
    assert answer.value == reported_value(num, WILLIAMS, "OperatingIncomeLoss", "20100331", 1, segment)
    answer = ask(store, "Williams Partners segment revenues for Q1 2010", accession=WILLIAMS)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num, WILLIAMS, "Revenues", "20100331", 1, "BusinessSegments=WilliamsPartners;"
    )
    # a segment called by a generic word is named as a name ("the 'Other' segment"), never the consolidated total
    answer = ask(store, "Revenues of the Williams 'Other' segment in Q1 2010", accession=WILLIAMS)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, WILLIAMS, "Revenues", "20100331", 1, "BusinessSegments=Other_;")
    assert answer.value != reported_value(num, WILLIAMS, "Revenues", "20100331", 1)


def test_dividends_per_share_is_the_per_share_line_whatever_the_labels_quote(data_sets):
    store, num = data_sets
    # Stryker's dividends line is labelled "Cash dividends declared of $0.15 per share of common stock"
    answer = ask(store, "Stryker cash dividends declared per share of common stock, Q1 2010", accession=STRYKER)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, STRYKER, "CommonStockDividendsPerShareDeclared", "20100331", 1)
    assert answer.unit == "USD/shares"
    # the company's name between "per" and "share"; Williams gives the rate with the unit "pure"
    answer = ask(
        store, "Cash dividends declared per Williams common share in the first quarter of 2010", accession=WILLIAMS
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, WILLIAMS, "CommonStockDividendsPerShareDeclared", "20100331", 1)


def test_a_line_labelled_as_asked_spans_of_time_and_diluted_counts(data_sets):
    store, num = data_sets
    # GulfMark reports no element the catalogue calls revenue; its one line labelled "Revenue" is it
    revenue = reported_value(num, GULFMARK, "MarineServicesRevenue", "20100331", 1)
    answer = ask(store, "GulfMark Offshore revenue in Q1 2010", accession=GULFMARK)
    assert answer.status == "ok" and answer.value == revenue, answer.answer
    answer = ask(store, "GulfMark operating margin for Q1 2010 (operating income / revenue)", accession=GULFMARK)
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - reported_value(num, GULFMARK, "OperatingIncomeLoss", "20100331", 1) / revenue) < 1e-12
    # "nine-month" and "year-to-date" are the period, not words of the line
    answer = ask(
        store, "Parker Hannifin fiscal 2010 year-to-date cost of sales through March 31, 2010", accession=PARKER
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, PARKER, "CostOfGoodsAndServicesSold", "20100331", 3)
    # "diluted weighted-average shares" is the diluted count, though a longer basic phrase holds its other words
    answer = ask(store, "Weighted-average shares used in computing Equifax's diluted EPS, Q1 2010", accession=EQUIFAX)
    assert answer.status == "ok", answer.answer
    diluted = reported_value(num, EQUIFAX, "WeightedAverageNumberOfDilutedSharesOutstanding", "20100331", 1)
    assert (
        answer.value
        == diluted
        != reported_value(num, EQUIFAX, "WeightedAverageNumberOfSharesOutstandingBasic", "20100331", 1)
    )


def test_words_the_answer_does_not_explain_are_another_line_or_member(data_sets):
    store, num = data_sets
    total = reported_value(num, WRIGHT, "ShareBasedCompensation", "20100331", 1)
    in_cost = num[
        (num.adsh == WRIGHT)
        & (num.tag == "ShareBasedCompensation")
        & (num.ddate == "20100331")
        & (num.qtrs == 1)
        & num.segments.str.contains("CostOfSales")
    ]
    assert len(in_cost) == 1 and float(in_cost.value.iloc[0]) != total
    answer = ask(
        store, "Stock-based compensation included in Wright Medical's cost of sales in Q1 2010", accession=WRIGHT
    )
    assert answer.value != total, answer.answer  # the total is not the part in cost of sales
    assert answer.status != "ok" or answer.value == float(in_cost.value.iloc[0])
    # an amount per share asked is not the total paid
    paid = reported_value(num, HARRIS, "PaymentsOfDividendsCommonStock", "20100331", 3)
    answer = ask(
        store, "Harris cash dividends paid per common share, fiscal 2010 year to date (nine months)", accession=HARRIS
    )
    assert answer.value != paid, answer.answer
    assert answer.status != "ok" or answer.value == reported_value(
        num, HARRIS, "CommonStockDividendsPerShareCashPaid", "20100331", 3
    )
    answer = ask(store, "Harris dividends paid, nine months ended April 2, 2010", accession=HARRIS)
    assert answer.status == "ok" and answer.value == paid, answer.answer


def test_a_utilitys_total_operating_revenues_are_its_revenue(data_sets):
    store, num = data_sets
    assert not len(num[(num.adsh == LACLEDE) & num.tag.isin(["Revenues", "SalesRevenueNet"])])
    total = reported_value(num, LACLEDE, "RegulatedAndUnregulatedOperatingRevenue", "20100331", 1)
    answer = ask(
        store, "Laclede Group total operating revenues for the three months ended March 31, 2010", accession=LACLEDE
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == total
    prior = reported_value(num, LACLEDE, "RegulatedAndUnregulatedOperatingRevenue", "20090331", 1)
    growth = ask(store, "Laclede revenue growth, Q2 FY10 vs Q2 FY09 (current / prior - 1)", accession=LACLEDE)
    assert growth.status == "ok" and growth.value == pytest.approx(total / prior - 1), growth.answer


def test_net_names_the_net_line_and_an_amount_per_unit_is_never_the_total(data_sets):
    store, num = data_sets
    net = reported_value(num, DISCOVER, "InterestIncomeExpenseNet", "20090228", 1)
    total = reported_value(num, DISCOVER, "InterestAndDividendIncomeOperating", "20090228", 1)
    assert net != total
    answer = ask(store, "Discover net interest income for the quarter ended February 28, 2009", accession=DISCOVER)
    assert answer.status == "ok" and answer.value == net, answer.answer
    later = reported_value(num, DISCOVER, "InterestIncomeExpenseNet", "20100228", 1)
    answer = ask(
        store,
        "Growth in Discover's net interest income, quarter ended February 28, 2010 versus quarter ended February 28, "
        "2009",
        accession=DISCOVER,
    )
    assert answer.status == "ok" and abs(answer.value - (later / net - 1)) < 1e-9, answer.answer  # type: ignore[operator]
    # "per common unit": the partnership's name is no reason to read "per" as a short form of "Partners"
    income = reported_value(num, BOARDWALK, "ProfitLoss", "20100331", 1)
    answer = ask(store, "Boardwalk net income per common unit, Q1 2010", accession=BOARDWALK)
    assert answer.value != income, answer.answer


def test_a_name_run_together_or_punctuated_names_its_company_and_not_another(data_sets):
    store, num = data_sets
    eps = reported_value(num, LABCORP, "EarningsPerShareDiluted", "20100331", 1)
    for accession in (LABCORP, None):  # "LabCorp": Laboratory Corp's leading words run together
        answer = ask(store, "LabCorp diluted EPS for the first quarter of 2010", accession=accession)
        assert answer.status == "ok" and answer.value == eps, answer.answer
        assert answer.accession == LABCORP
    # "Yum! Brands" is YUM BRANDS INC, not LIMITED BRANDS INC (whose name, less "Limited", is "Brands")
    eps = reported_value(num, YUM, "EarningsPerShareDiluted", "20100331", 1)
    for accession in (YUM, None):
        answer = ask(store, "Yum! Brands diluted earnings per share, Q1 2010", accession=accession)
        assert answer.status == "ok" and answer.value == eps, answer.answer
        assert answer.accession == YUM


def test_a_line_the_question_titles_word_for_word_is_chosen_from_its_family(data_sets):
    store, num = data_sets
    sales = reported_value(num, YUM, "SalesRevenueGoodsNet", "20100331", 1)
    assert sales != reported_value(num, YUM, "Revenues", "20100331", 1)
    answer = ask(store, "Yum! Brands company sales in the first quarter of 2010", accession=YUM)
    assert answer.status == "ok" and answer.value == sales, answer.answer
    bare = ask(store, "Yum! Brands sales in the first quarter of 2010", accession=YUM)
    assert bare.status == "ambiguous", bare.answer  # total revenues or company sales: the question does not say


def test_an_equity_statement_column_is_its_members_balance_or_change(data_sets):
    store, num = data_sets
    apic = reported_value(
        num,
        AGL,
        "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
        "20100331",
        0,
        "EquityComponents=AdditionalPaidInCapital;",
    )
    answer = ask(
        store,
        "AGL Resources additional paid-in capital balance at March 31, 2010, per the statement of equity",
        accession=AGL,
    )
    assert answer.status == "ok" and answer.value == apic, answer.answer
    nci = reported_value(
        num,
        AGL,
        "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
        "20090331",
        0,
        "EquityComponents=NoncontrollingInterest;",
    )
    answer = ask(
        store,
        "AGL Resources noncontrolling interest column of the equity statement: balance at March 31, 2009",
        accession=AGL,
    )
    assert answer.status == "ok" and answer.value == nci, answer.answer  # not total equity, 1.76bn
    reissued = reported_value(
        num, AGL, "StockIssuedDuringPeriodValueTreasuryStockReissued", "20100331", 1, "EquityComponents=TreasuryStock;"
    )
    answer = ask(
        store, "Treasury shares reissued by AGL in Q1 2010, as recorded in the treasury stock column", accession=AGL
    )
    assert answer.status == "ok" and answer.value == reissued, answer.answer
    credited = reported_value(
        num,
        LABCORP,
        "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue",
        "20100331",
        1,
        "EquityComponents=AdditionalPaidInCapital;",
    )
    answer = ask(
        store, "LabCorp stock-based compensation credited to additional paid-in capital in Q1 2010", accession=LABCORP
    )
    assert answer.status == "ok" and answer.value == credited, answer.answer  # not the tax effect line beside it


def test_an_insurers_loss_ratio_in_its_abbreviations(data_sets):
    store, num = data_sets
    losses = reported_value(num, INFINITY, "IncurredClaimsPropertyCasualtyAndLiability", "20100331", 1)
    earned = reported_value(num, INFINITY, "PremiumsEarnedNetPropertyAndCasualty", "20100331", 1)
    answer = ask(
        store, "Infinity P&C loss ratio for Q1 2010 (losses and LAE / earned premium)", accession=INFINITY
    )  # LAE: loss adjustment expenses; P&C: property and casualty
    assert answer.status == "ok" and abs(answer.value - losses / earned) < 1e-12, answer.answer  # type: ignore[operator]


def test_a_filing_marked_second_quarter_whose_durations_are_all_three_months_is_read_by_its_facts(data_sets):
    store, num = data_sets
    assert set(num[num.adsh == VIACOM].qtrs) <= {0, 1}  # nothing of six months, whatever sub.txt's fp says
    revenue = reported_value(num, VIACOM, "SalesRevenueNet", "20100331", 1)
    answer = ask(store, "Viacom revenues in the first quarter of 2010", accession=VIACOM)
    assert answer.status == "ok" and answer.value == revenue, answer.answer
    prior = ask(store, "Viacom revenues in the first quarter of 2009", accession=VIACOM)
    assert prior.status == "ok" and prior.value == reported_value(num, VIACOM, "SalesRevenueNet", "20090331", 1), (
        prior.answer
    )
    six = ask(store, "Viacom revenues for the six months ended March 31, 2010", accession=VIACOM)
    assert six.status != "ok", six.answer  # never reported


def test_initials_joined_by_an_ampersand_name_the_company_and_a_dotted_us_its_line(data_sets):
    store, num = data_sets
    receivable = reported_value(num, HP, "AccountsReceivableNetCurrent", "20090930", 0)
    answer = ask(store, "H&P accounts receivable, net at September 30, 2009", accession=HP)
    assert answer.status == "ok" and answer.value == receivable, answer.answer
    us_land = reported_value(num, HP, "RevenueOilAndGasServicesUSLand", "20100331", 1)
    assert us_land != reported_value(num, HP, "RevenueOilAndGasServicesInternationalLand", "20100331", 1)
    answer = ask(
        store, "Helmerich & Payne 'Drilling - U.S. Land' revenue for the quarter ended March 31, 2010", accession=HP
    )
    assert answer.status == "ok" and answer.value == us_land, answer.answer  # not International Land
    treasury = ask(
        store,
        "How many treasury shares did Helmerich & Payne hold at March 31, 2010 (treasury stock column of the equity "
        "statement)?",
        accession=HP,
    )
    held = reported_value(num, HP, "SharesIssued", "20100331", 0, "EquityComponents=TreasuryStock;")
    assert treasury.value is None or treasury.value == held, treasury.answer  # never a flow for a balance at a date
    tax = reported_value(num, HP, "IncomeTaxExpenseBenefit", "20100331", 1)
    assert tax != reported_value(num, HP, "IncomeTaxExpenseBenefit", "20100331", 2)
    answer = ask(store, "H&P income tax provision for the quarter ended March 31, 2010 (not six months)", accession=HP)
    assert answer.status == "ok" and answer.value == tax, answer.answer


def test_a_data_sets_segment_member_is_named_as_the_segment_and_dotted_initials_as_the_company(data_sets):
    store, num = data_sets
    international = reported_value(num, RRD, "Goodwill", "20100331", 0, "GoodwillBySegment=InternationalOperations;")
    answer = ask(store, "RR Donnelley goodwill in the International segment at March 31, 2010", accession=RRD)
    assert answer.status == "ok" and answer.value == international, answer.answer
    us_print = reported_value(num, RRD, "Goodwill", "20091231", 0, "GoodwillBySegment=UsPrintAndRelatedServices;")
    answer = ask(
        store,
        "Goodwill of R.R. Donnelley's U.S. Print and Related Services segment at December 31, 2009",
        accession=RRD,
    )
    assert answer.status == "ok" and answer.value == us_print, answer.answer


def test_total_equity_where_both_totals_are_reported_is_ambiguous(data_sets):
    store, num = data_sets
    for accession, question in (
        (RRD, "RR Donnelley total shareholders' equity as of March 31, 2010?"),
        (DAVITA, "What was DaVita's total equity at March 31, 2010?"),
    ):
        parent = reported_value(num, accession, "StockholdersEquity", "20100331", 0)
        whole = reported_value(
            num, accession, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20100331", 0
        )
        assert parent != whole
        answer = ask(store, question, accession=accession)
        assert answer.status == "ambiguous" and len(answer.available) == 2, answer.answer
    answer = ask(store, "DaVita total equity, including noncontrolling interests, at March 31, 2010", accession=DAVITA)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num, DAVITA, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20100331", 0
    )


def test_a_top_line_the_filer_labels_net_operating_revenues_is_its_revenue(data_sets):
    store, num = data_sets
    revenue = reported_value(num, DAVITA, "HealthCareOrganizationPatientServiceRevenue", "20100331", 1)
    answer = ask(store, "DaVita net operating revenues for the first quarter of 2010", accession=DAVITA)
    assert answer.status == "ok" and answer.value == revenue, answer.answer
    prior = reported_value(num, DAVITA, "HealthCareOrganizationPatientServiceRevenue", "20090331", 1)
    growth = ask(store, "DaVita net operating revenue growth, Q1 2010 versus Q1 2009", accession=DAVITA)
    assert growth.status == "ok" and abs(growth.value - (revenue / prior - 1)) < 1e-12, growth.answer  # type: ignore[operator]


def test_two_lines_under_one_label_of_the_filers_are_ambiguous_and_a_margin_in_dollars_an_amount(data_sets):
    store, num = data_sets
    answer = ask(
        store, "Analog Devices deferred compensation plan investments at the end of fiscal Q2 2010?", accession=ADI
    )
    assert answer.status == "ambiguous" and len(answer.available) == 2, answer.answer  # current and non-current
    gross = reported_value(num, ADI, "GrossProfit", "20100430", 2)
    answer = ask(
        store, "Analog Devices gross margin (in dollars) for the first six months of fiscal 2010", accession=ADI
    )
    assert answer.status == "ok" and answer.value == gross, answer.answer


def test_a_part_over_a_whole_defined_in_an_aside_is_that_ratio_of_the_filers_lines(data_sets):
    store, num = data_sets
    services = reported_value(num, JCI, "SalesRevenueServicesNet", "20100331", 2)
    sales = reported_value(num, JCI, "SalesRevenueNet", "20100331", 2)
    answer = ask(
        store,
        "What share of its net sales did Johnson Controls earn from services in the first half of fiscal 2010 "
        "(services / net sales)?",
        accession=JCI,
    )
    # "Services" labels both the revenue line and its cost: over net sales the part is the revenue one
    assert answer.status == "ok" and abs(answer.value - services / sales) < 1e-12, answer.answer  # type: ignore[operator]


def test_an_amount_is_not_the_eps_row_that_shares_its_label(data_sets):
    store, num = data_sets
    answer = ask(
        store, "Covidien income from continuing operations for the quarter ended March 2010", accession=COVIDIEN
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(num, COVIDIEN, "IncomeLossFromContinuingOperations", "20100331", 1)
    per_share = ask(
        store,
        "Covidien diluted income from continuing operations per share, quarter ended March 2010",
        accession=COVIDIEN,
    )
    assert per_share.status == "ok", per_share.answer
    assert per_share.value == reported_value(
        num, COVIDIEN, "IncomeLossFromContinuingOperationsPerDilutedShare", "20100331", 1
    )


def test_an_aoci_component_and_a_full_year_column_flow_of_a_ten_q(data_sets):
    store, num = data_sets
    answer = ask(store, "ICE accumulated translation adjustment, a component of AOCI, at March 31, 2010", accession=ICE)
    assert answer.status == "ok", answer.answer
    assert answer.value == reported_value(
        num,
        ICE,
        "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
        "20100331",
        0,
        "EquityComponents=AccumulatedTranslationAdjustment;",
    )
    assert answer.intent.members  # the column's member, not the consolidated total
    flow = ask(
        store, "ICE share-based compensation credited to additional paid-in capital in full-year 2009", accession=ICE
    )
    assert flow.status == "ok", flow.answer
    assert flow.value == reported_value(
        num,
        ICE,
        "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue",
        "20091231",
        4,
        "EquityComponents=AdditionalPaidInCapital;",
    )


def test_a_verb_of_the_question_is_no_misspelt_label_word(data_sets):
    store, num = data_sets
    held = ask(store, "How many treasury shares did Waste Management hold at the end of Q1 2010?", accession=WASTE)
    assert held.status == "ok" and held.value == reported_value(num, WASTE, "TreasuryStockShares", "20100331", 0), (
        held.answer
    )
    repaid = ask(store, "How much debt did Waste Management repay in Q1 2010?", accession=WASTE)
    assert repaid.status == "ok", repaid.answer
    assert repaid.value == reported_value(num, WASTE, "RepaymentsOfLongTermDebtAndCapitalSecurities", "20100331", 1)


def test_a_part_of_a_class_and_a_sum_the_question_words(data_sets):
    store, num = data_sets
    spirits = reported_value(num, FORTUNE, "MaturingSpirits", "20100331", 0)
    answer = ask(store, "Fortune Brands maturing spirits inventory at March 31, 2010", accession=FORTUNE)
    assert answer.status == "ok" and answer.value == spirits, answer.answer
    current = reported_value(num, EXPRESS, "LongTermDebtCurrent", "20100331", 0)
    noncurrent = reported_value(num, EXPRESS, "LongTermDebtNoncurrent", "20100331", 0)
    total = ask(
        store,
        "Express Scripts long-term debt in all at March 31, 2010 (current maturities plus long-term debt)",
        accession=EXPRESS,
    )
    assert total.status == "ok" and total.value == current + noncurrent, total.answer
    assert len(total.evidence) == 2


def test_an_acronym_inside_a_label_and_a_liability_named_by_its_subject(data_sets):
    store, num = data_sets
    settlement = reported_value(
        num,
        HALLIBURTON,
        "DepartmentOfJusticeAndSecuritiesAndExchangeCommissionSettlementAndIndemnityCurrent",
        "20100331",
        0,
    )
    answer = ask(
        store,
        "Halliburton's current liability for the Department of Justice and SEC settlement and indemnity at March 31, "
        "2010",
        accession=HALLIBURTON,
    )
    assert answer.status == "ok" and answer.value == settlement, answer.answer
    now = reported_value(num, HALLIBURTON, "Revenues", "20100331", 1)
    before = reported_value(num, HALLIBURTON, "Revenues", "20090331", 1)
    growth = ask(store, "Halliburton revenue change, Q1 2010 against Q1 2009, as a fraction", accession=HALLIBURTON)
    assert growth.status == "ok" and abs(growth.value - (now / before - 1)) < 1e-12, growth.answer  # type: ignore[operator]


def test_a_catalogue_synonym_names_no_line_that_is_something_else(data_sets):
    store, num = data_sets
    answer = ask(store, "Travelers net income for Q1 2009", accession=TRAVELERS)
    assert answer.status == "ok", answer.answer
    gains = reported_value(num, TRAVELERS, "GainLossOnInvestmentsExcludingOtherThanTemporaryImpairments", "20090331", 1)
    assert answer.value != gains  # "net loss" is not the realized investment gains (losses) line
    assert "IncomeLoss" in answer.evidence[0] or "NetIncome" in answer.evidence[0] or "ProfitLoss" in answer.evidence[0]
    bought = reported_value(num, TRAVELERS, "TreasuryStockAcquiredShareRepurchaseProgram", "20100331", 1)
    buybacks = ask(store, "Travelers buybacks under its repurchase authorization in Q1 2010", accession=TRAVELERS)
    assert buybacks.status == "ok" and buybacks.value == bought, buybacks.answer


def test_real_estate_at_cost_is_the_gross_line_not_the_net_one(data_sets):
    store, num = data_sets
    gross = reported_value(num, VORNADO, "RealEstateInvestmentPropertyAtCost", "20100331", 0)
    net = reported_value(num, VORNADO, "RealEstateInvestmentPropertyNet", "20100331", 0)
    assert gross != net
    answer = ask(store, "Vornado real estate, at cost, at March 31, 2010", accession=VORNADO)
    assert answer.status == "ok" and answer.value == gross, answer.answer
    plain = ask(store, "Vornado real estate, net at March 31, 2010", accession=VORNADO)
    assert plain.status == "ok" and plain.value == net, plain.answer
    # Vornado reports no "other receivables": the allowance whose element name says so is no answer
    allowance = reported_value(num, VORNADO, "AllowanceForDoubtfulAccountsPremiumsAndOtherReceivables", "20100331", 0)
    other = ask(store, "Vornado tenant and other receivables at March 31, 2010", accession=VORNADO)
    assert other.value != allowance and other.status != "ok", other.answer


def test_a_bank_named_by_its_initials_and_its_ratios_defined_in_words(data_sets):
    store, num = data_sets
    savings = reported_value(num, MTB, "DepositsSavingsDeposits", "20100331", 0)
    answer = ask(store, "How large were M&T's savings deposits on the March 31, 2010 balance sheet?", accession=MTB)
    assert answer.status == "ok" and answer.value == savings, answer.answer  # M&T is M&T BANK CORP, no other company
    expense = reported_value(num, MTB, "NoninterestExpense", "20100331", 1)
    income = reported_value(num, MTB, "InterestIncomeExpenseNet", "20100331", 1) + reported_value(
        num, MTB, "NoninterestIncome", "20100331", 1
    )
    answer = ask(
        store,
        "M&T Bank efficiency ratio for Q1 2010, defined as total other (noninterest) expense / (net interest income + "
        "total other income)",
        accession=MTB,
    )
    assert answer.status == "ok" and abs(answer.value - expense / income) < 1e-12, answer.answer  # type: ignore[operator]
    loans = reported_value(num, MTB, "LoansAndLeasesReceivableNetReportedAmount", "20100331", 0)
    deposits = reported_value(num, MTB, "Deposits", "20100331", 0)
    answer = ask(
        store,
        "M&T loan-to-deposit ratio at March 31, 2010, using loans and leases, net (after the allowance) over total "
        "deposits",
        accession=MTB,
    )
    # "(after the allowance)" glosses the net line: never the allowance itself
    assert answer.status == "ok" and abs(answer.value - loans / deposits) < 1e-12, answer.answer  # type: ignore[operator]
    gross = reported_value(num, WFC, "LoansAndLeasesReceivableNetOfDeferredIncome", "20091231", 0)
    deposits = reported_value(num, WFC, "Deposits", "20091231", 0)
    answer = ask(
        store, "Loan-to-deposit ratio at Wells Fargo on December 31, 2009 (total loans / total deposits)", accession=WFC
    )
    # total loans: the line Wells Fargo labels "Loans (includes … at fair value)", not "Net loans"
    assert answer.status == "ok" and abs(answer.value - gross / deposits) < 1e-12, answer.answer  # type: ignore[operator]


def test_a_ratio_defined_after_a_colon_over_lines_one_label_names(data_sets):
    store, num = data_sets
    revenue = reported_value(num, PSA, "RealEstateRevenueNet", "20090331", 1)
    cost = reported_value(num, PSA, "DirectCostsOfLeasedAndRentedPropertyOrEquipment", "20090331", 1)
    answer = ask(
        store,
        "Public Storage self-storage margin for Q1 2009: (self-storage revenues - self-storage cost of operations) / "
        "self-storage revenues",
        accession=PSA,
    )
    # "self-storage" is no word of the company's name; revenue and cost are told apart by their element names
    assert answer.status == "ok" and abs(answer.value - (revenue - cost) / revenue) < 1e-12, answer.answer  # type: ignore[operator]


def test_equity_columns_named_by_the_words_their_statements_head_them_with(data_sets):
    store, num = data_sets
    total = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"
    gains = reported_value(
        num, ENTERGY, total, "20100331", 0, "EquityComponents=AccumulatedNetUnrealizedInvestmentGainLoss;"
    )
    answer = ask(
        store,
        "Entergy's net unrealized investment gain column of accumulated other comprehensive income at March 31, 2010",
        accession=ENTERGY,
    )
    assert answer.status == "ok" and answer.value == gains, answer.answer  # not AOCI's total
    pension = reported_value(
        num, ENTERGY, total, "20091231", 0, "EquityComponents=AccumulatedDefinedBenefitPlansAdjustment;"
    )
    answer = ask(
        store,
        "Entergy pension and other postretirement liabilities column of AOCI (equity statement) at year-end 2009",
        accession=ENTERGY,
    )
    assert answer.status == "ok" and answer.value == pension, answer.answer
    esop = reported_value(
        num,
        WFC,
        "StockIssuedDuringPeriodValueEmployeeStockOwnershipPlan",
        "20100331",
        1,
        "EquityComponents=UnearnedEmployeeStockOptionPlanShares;",
    )
    answer = ask(
        store,
        "Preferred stock issued to the ESOP in Q1 2010 as recorded in the unearned ESOP shares column of Wells "
        "Fargo's equity statement",
        accession=WFC,
    )
    assert answer.status == "ok" and answer.value == esop, answer.answer  # the column pointed at, not preferred stock
    nci = reported_value(
        num,
        PSA,
        "MinorityInterestInNetIncomeLossOtherMinorityInterests",
        "20100331",
        1,
        "EquityComponents=NoncontrollingInterest;",
    )
    answer = ask(
        store,
        "Net income allocated to permanent noncontrolling equity interests in Public Storage's noncontrolling interests "
        "column, Q1 2010",
        accession=PSA,
    )
    assert answer.status == "ok" and answer.value == nci, answer.answer  # "interests": the member named in the plural


def test_one_label_for_an_asset_and_a_liability_two_kinds_of_a_holding_and_eps_of_a_loss(data_sets):
    store, num = data_sets
    answer = ask(
        store, "Chesapeake short-term derivative instruments on the March 31, 2010 balance sheet?", accession=CHESAPEAKE
    )
    # the asset (1,297) and the liability (14) are both labelled so: which one?
    assert answer.status == "ambiguous" and answer.value is None, answer.answer
    assert reported_value(num, CHESAPEAKE, "DerivativeAssetsCurrent", "20100331", 0) != reported_value(
        num, CHESAPEAKE, "DerivativeLiabilitiesCurrent", "20100331", 0
    )
    answer = ask(store, "How much did Hartford hold in equity securities at March 31, 2010?", accession=HARTFORD)
    # "Equity securities, trading" and "Equity securities, available-for-sale": no guess between the two
    assert answer.status != "ok", answer.answer
    eps = reported_value(num, HARTFORD, "EarningsPerShareDiluted", "20100331", 1)
    answer = ask(store, "Hartford diluted earnings (loss) per common share for Q1 2010", accession=HARTFORD)
    assert answer.status == "ok" and answer.value == eps, answer.answer


def test_a_gloss_holding_back_what_a_line_is_net_of_and_shares_columns(data_sets):
    store, num = data_sets
    loans = reported_value(num, BBT, "LoansAndLeasesReceivableNetOfDeferredIncome", "20091231", 0)
    deposits = reported_value(num, BBT, "Deposits", "20091231", 0)
    answer = ask(
        store,
        "BB&T loans and leases (before the allowance) as a multiple of total deposits at December 31, 2009",
        accession=BBT,
    )
    # never "Loans and leases, net of allowance for loan and lease losses"
    assert answer.status == "ok" and abs(answer.value - loans / deposits) < 1e-12, answer.answer  # type: ignore[operator]
    plan = reported_value(
        num, BBT, "StockIssuedDuringPeriodSharesEsop401kContribution", "20100331", 1, "EquityComponents=CommonStock;"
    )
    answer = ask(
        store,
        "Shares BB&T issued in connection with its 401(k) plan during Q1 2010 (common stock shares column)",
        accession=BBT,
    )
    assert answer.status == "ok" and answer.value == plan, answer.answer  # not the dividend reinvestment plan's
    offered = reported_value(
        num, HARTFORD, "StockIssuedDuringPeriodSharesNewIssues", "20100331", 1, "EquityComponents=CommonStock;"
    )
    answer = ask(
        store,
        "Common shares Hartford issued in its public offering in Q1 2010, per the common stock (shares) column of the "
        "equity statement",
        accession=HARTFORD,
    )
    assert answer.status == "ok" and answer.value == offered, answer.answer


def test_a_utilitys_total_revenue_and_a_side_that_includes_a_column_s_name(data_sets):
    store, num = data_sets
    operating = reported_value(num, ENTERGY, "OperatingIncomeLoss", "20100331", 1)
    revenues = reported_value(
        num, ENTERGY, "UtilityRevenue", "20100331", 1
    )  # labelled "TOTAL" under operating revenues
    answer = ask(
        store,
        "Entergy operating margin for Q1 2010: operating income divided by total operating revenues",
        accession=ENTERGY,
    )
    assert answer.status == "ok" and abs(answer.value - operating / revenues) < 1e-12, answer.answer  # type: ignore[operator]
    debt = reported_value(num, VENTAS, "LongTermDebt", "20100331", 0)
    equity = reported_value(
        num, VENTAS, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "20100331", 0
    )
    answer = ask(
        store,
        "Ventas debt to total equity at March 31, 2010 (senior notes payable and other debt / total equity including "
        "noncontrolling interest)",
        accession=VENTAS,
    )
    # "including noncontrolling interest" is a word of the line, not its equity column
    assert answer.status == "ok" and abs(answer.value - debt / equity) < 1e-12, answer.answer  # type: ignore[operator]


def test_stock_based_compensation_by_expense_line_is_that_lines_member(data_sets):
    store, num = data_sets
    breakdown = "ComponentsOfNonCashStockBasedCompensation="
    for question, member, ddate in (
        ("Stock-based compensation included in Wright Medical's cost of sales in Q1 2010", "CostOfSales", "20100331"),
        (
            "Wright Medical SG&A stock-based compensation in the first quarter of 2009",
            "SellingGeneralAndAdministrative",
            "20090331",
        ),
        (
            "Wright Medical stock-based compensation recorded in research and development, first quarter 2010",
            "OtherResearchAndDevelopmentExpense",
            "20100331",
        ),
    ):
        part = reported_value(num, WRIGHT, "ShareBasedCompensation", ddate, 1, f"{breakdown}{member};")
        answer = ask(store, question, accession=WRIGHT)
        # the expense line's share, never the total (2,788 / 3,005 thousand)
        assert answer.status == "ok" and answer.value == part, answer.answer


def test_words_of_the_companys_name_name_no_segment_and_no_line(data_sets):
    store, num = data_sets
    trust = reported_value(num, REGIONS, "FeesAndCommissionsFiduciaryAndTrustActivities", "20100331", 1)
    answer = ask(store, "How much trust department income did Regions Financial earn in Q1 2010?", accession=REGIONS)
    # "Regions" is the company, not a region the question leaves unnamed
    assert answer.status == "ok" and answer.value == trust, answer.answer
    total = reported_value(num, REGIONS, "NoninterestExpense", "20100331", 1)  # labelled "Total non-interest expense"
    assert total != reported_value(num, REGIONS, "OtherNoninterestExpense", "20100331", 1)  # labelled "Other"
    answer = ask(store, "Regions' noninterest expense (NIE) for the March 2010 quarter", accession=REGIONS)
    assert answer.status == "ok" and answer.value == total, answer.answer
    debt = sum(reported_value(num, EQR, tag, "20100331", 0) for tag in ("SecuredDebt", "NotesPayable", "LineOfCredit"))
    assets = reported_value(num, EQR, "Assets", "20100331", 0)
    answer = ask(
        store,
        "Leverage at Equity Residential, March 31, 2010: (mortgage notes payable + notes, net + lines of credit) as a "
        "fraction of total assets",
        accession=EQR,
    )
    # the sum the question defines over total assets: never one of its terms, nor "equity" read in the name
    assert answer.status == "ok" and abs(answer.value - debt / assets) < 1e-12, answer.answer  # type: ignore[operator]
    answer = ask(
        store,
        "Leverage at Equity Residential, March 31, 2010: (mortgage notes payable + widget reserves + lines of credit) "
        "as a fraction of total assets",
        accession=EQR,
    )
    assert answer.status != "ok", answer.answer  # a term names no line: never the catalogue's own leverage


def test_a_year_earlier_said_twice_a_verb_for_a_provision_and_what_a_line_excludes(data_sets):
    store, num = data_sets
    deposits = reported_value(num, NORTHERN_TRUST, "Deposits", "20090331", 0)
    answer = ask(store, "Northern Trust's total deposits one year earlier, at March 31, 2009", accession=NORTHERN_TRUST)
    assert answer.status == "ok" and answer.value == deposits, answer.answer
    provision = reported_value(num, AMEDISYS, "ProvisionForDoubtfulAccounts", "20090331", 1)
    answer = ask(
        store,
        "How much did Amedisys provide for doubtful accounts in the year-ago quarter (Q1 2009)?",
        accession=AMEDISYS,
    )
    assert answer.status == "ok" and answer.value == provision, answer.answer
    now, then = (reported_value(num, AMEDISYS, "CostOfServices", d, 1) for d in ("20100331", "20090331"))
    answer = ask(
        store,
        "Year-over-year growth in Amedisys' cost of service (excluding D&A), Q1 2010 vs Q1 2009, as a decimal",
        accession=AMEDISYS,
    )
    assert answer.status == "ok" and abs(answer.value - (now - then) / then) < 1e-12, answer.answer  # type: ignore[operator]


def test_a_change_as_a_fraction_of_its_base_a_part_that_came_from_a_sum_and_where_a_line_is_shown(data_sets):
    store, num = data_sets
    now, then = (reported_value(num, KIMCO, "InterestExpense", d, 1) for d in ("20100331", "20090331"))
    answer = ask(
        store,
        "How much did Kimco's interest expense increase from Q1 2009 to Q1 2010, as a fraction of the Q1 2009 amount "
        "(negative would mean it fell)?",
        accession=KIMCO,
    )
    assert answer.status == "ok" and abs(answer.value - (now - then) / then) < 1e-12, answer.answer  # type: ignore[operator]
    fees = reported_value(num, NORTHERN_TRUST, "TrustInvestmentAndOtherServicingFees", "20090331", 1)
    revenue = sum(
        reported_value(num, NORTHERN_TRUST, t, "20090331", 1) for t in ("InterestIncomeExpenseNet", "NoninterestIncome")
    )
    answer = ask(
        store,
        "In Q1 2009, what fraction of Northern Trust's revenue (net interest income plus total noninterest income) came "
        "from trust, investment and other servicing fees?",
        accession=NORTHERN_TRUST,
    )
    assert answer.status == "ok" and abs(answer.value - fees / revenue) < 1e-12, answer.answer  # type: ignore[operator]
    mortgages = reported_value(num, KIMCO, "LoansPayableToBank", "20091231", 0)  # labelled "Mortgages payable"
    answer = ask(
        store,
        "Kimco's mortgages payable at December 31, 2009, per the comparative balance sheet in its Q1 2010 10-Q",
        accession=KIMCO,
    )
    assert answer.status == "ok" and answer.value == mortgages, answer.answer
