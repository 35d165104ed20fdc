"""DQC.US.0043 (operating cash flow weights by balance), 0044 (accrual items below investing/financing totals) and
0045 (concepts moved between cash flow calculation trees) on the shared filings, on seeded copies of Apple's 10-K 2023
and on small written filings.

0043 judges balances, which the shared us-gaap package cannot give (no elts/us-gaap-2024.xsd): on the shared graph
every us-gaap descendant is listed as not evaluable. Its pass/fail cases run in a graph of their own holding the
package's indirect cash flow networks, its DQC rules taxonomy and a small element schema declaring, as the complete
FASB package does, the balances of the us-gaap concepts used (the attributes the 2024 release gives them).
"""

from __future__ import annotations

import shutil

import pytest

from auditgraph.evals.synthetic import Context, Filing
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.rules.dqc_0043 import NO_BALANCE
from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings
from tests.rules_support import OLDER_FILINGS
from tests.rules_support import RECENT_FILINGS as RECENT
from tests.seeding import add_calc_arcs, add_fact, copy_filing

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
OPERATING = "us-gaap:NetCashProvidedByUsedInOperatingActivities"
CONTINUING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
INVESTING = "us-gaap:NetCashProvidedByUsedInInvestingActivities"
FINANCING = "us-gaap:NetCashProvidedByUsedInFinancingActivities"

# Balances of the us-gaap 2024 elements the written filings and Apple's operating cash flows use.
BALANCES = {
    "DepreciationDepletionAndAmortization": "debit",
    "ShareBasedCompensation": "debit",
    "IncreaseDecreaseInAccountsPayable": "debit",
    "IncreaseDecreaseInAccountsReceivable": "credit",
    "IncreaseDecreaseInInventories": "credit",
    "IncreaseDecreaseInOtherOperatingAssets": "credit",
    "IncreaseDecreaseInOtherOperatingLiabilities": "debit",
    "IncreaseDecreaseInOtherReceivables": "credit",
    "OtherNoncashIncomeExpense": "credit",
    "NetIncomeLoss": "credit",
    "ProfitLoss": "credit",
    "Revenues": "credit",
}


def _descendants(view, top):
    out = set()
    for tree in view.calc_by_role.values():
        queue = [top]
        while queue:
            for e in tree.get(queue.pop(), []):
                if e.child not in out:
                    out.add(e.child)
                    queue.append(e.child)
    return out


# ---------------------------------------------------------------------------------------------- shared filings
@pytest.mark.parametrize("folder", OLDER_FILINGS)
def test_0043_0044_0045_do_not_apply_to_periods_before_june_2018(store, loaded, folder):
    for rule in ("DQC.US.0043", "DQC.US.0044", "DQC.US.0045"):
        res = run_rule(store, rule, loaded[folder])
        assert res.status == "not_evaluable" and "on or after 2018-06-01" in res.reason and res.findings == []


@pytest.mark.parametrize("folder", RECENT)
def test_0043_on_the_shared_filings_judges_company_concepts_and_lists_us_gaap_ones_as_not_evaluable(
    store, loaded, folder
):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0043", acc)
    view = load_view(store, acc)
    below = _descendants(view, OPERATING)
    income = {c for c in below if c.split(":")[-1] in ("NetIncomeLoss", "ProfitLoss")}
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated
    # Every us-gaap descendant (locator-only in the partial package) is not evaluable, with the reason; every
    # company descendant (declared in the filing's schema) is judged.
    unjudged = {n.concept for n in res.not_evaluable}
    assert unjudged == {c for c in below - income if c.startswith("us-gaap:")}
    assert all(n.reason == NO_BALANCE for n in res.not_evaluable)
    company = {c for c in below if not c.startswith("us-gaap:")}
    assert res.evaluated == len(company)


# The company concepts directly below the operating total, as each filing's schema declares them: every debit item is
# added (+1) and every credit item deducted (-1), so DQC.US.0043 passes them all.
COMPANY_OPERATING = {
    "nflx-10k-2023": [
        ("nflx:AdditionstoStreamingContentAssets", -1.0, "credit"),
        ("nflx:ChangeInStreamingContentLiabilities", 1.0, "debit"),
        ("nflx:CostofServicesAmortizationofStreamingContentAssets", 1.0, "debit"),
        ("nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications", 1.0, "debit"),
    ],
    "aeon-10q-2023": [
        ("aeon:ChangeInAmountOfContingentConsiderationLiability", 1.0, "debit"),
        ("aeon:ChangeInFairValueOfConvertibleNotes", -1.0, "credit"),
        ("aeon:ChangeInFairValueOfForwardPurchaseAgreementAndDerivative", 1.0, "debit"),
        ("aeon:IncreaseDecreaseInAccruedExpensesAndOtherLiabilities", 1.0, "debit"),
    ],
}


@pytest.mark.parametrize("folder", sorted(COMPANY_OPERATING))
def test_0043_company_concepts_of_the_shared_filings_carry_the_weight_their_balance_calls_for(store, loaded, folder):
    view = load_view(store, loaded[folder])
    below = [(e.child, e.weight) for tree in view.calc_by_role.values() for e in tree.get(OPERATING, [])]
    company = sorted((c, w) for c, w in below if not c.startswith("us-gaap:"))
    rows = {r["qname"]: r for r in store.run("rules.dqc_0043.concepts", {"concepts": [c for c, _ in company]})}
    assert [(c, w, rows[c]["balance"]) for c, w in company] == COMPANY_OPERATING[folder]
    assert all(rows[c]["declared"] for c, _ in company)
    res = run_rule(store, "DQC.US.0043", loaded[folder])
    assert res.evaluated == res.passed == len(company) and res.findings == []


@pytest.mark.parametrize("folder", RECENT)
def test_0044_no_accrual_item_below_the_investing_or_financing_totals_of_the_shared_filings(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0044", acc)
    view = load_view(store, acc)
    below = _descendants(view, INVESTING) | _descendants(view, FINANCING)
    assert res.status == "evaluated" and res.findings == [] and res.evaluated == res.passed == len(below) > 0


@pytest.mark.parametrize("folder", RECENT)
def test_0045_shared_filings_use_no_continuing_operations_totals_so_nothing_moves(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    totals = {e.parent for e in view.calc} & {
        "us-gaap:NetCashProvidedByUsedInInvestingActivitiesContinuingOperations",
        "us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
    }
    res = run_rule(store, "DQC.US.0045", acc)
    assert totals == set() and res.status == "evaluated" and res.evaluated == 0 and res.findings == []


# ---------------------------------------------------------------------------------------------- seeded Apple
def test_0044_flags_each_non_zero_fact_of_an_accrual_item_below_investing_or_financing(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedAccruals"
    inv, fin = f"{GAAP23}#us-gaap_{INVESTING[8:]}", f"{GAAP23}#us-gaap_{FINANCING[8:]}"
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (inv, f"{GAAP23}#us-gaap_IncomeTaxExpenseBenefit", -1.0),
            (fin, f"{GAAP23}#us-gaap_InterestExpense", -1.0),
            (fin, f"{GAAP23}#us-gaap_GeneralAndAdministrativeExpense", -1.0),
            (fin, f"{GAAP23}#us-gaap_PaymentsOfDividends", -1.0),
        ],
    )
    add_fact(path, concept="us-gaap:GeneralAndAdministrativeExpense", context="c-1", value="0", unit_id="usd")
    acc = seed(path, "SEED-0044")
    res = run_rule(store, "DQC.US.0044", acc)
    # IncomeTaxExpenseBenefit and InterestExpense are below NetIncomeLoss in the release's income statement
    # calculation: each of Apple's three non-zero facts (FY2021-FY2023) is flagged; GeneralAndAdministrativeExpense is
    # an accrual item too but its only fact is zero; PaymentsOfDividends is a cash flow item.
    years = ("20200927-20210925", "20210926-20220924", "20220925-20230930")
    got = sorted((f.element_id, f.concept, f.period, f.role) for f in res.findings)
    assert got == [("DQC.US.0044.6834", "us-gaap:InterestExpense", p, role) for p in years] + [
        ("DQC.US.0044.7503", "us-gaap:IncomeTaxExpenseBenefit", p, role) for p in years
    ]
    assert [f.reported for f in res.findings if f.concept == "us-gaap:InterestExpense"] == [2.645e9, 2.931e9, 3.933e9]
    assert res.evaluated == 12 + 3 and res.passed == res.evaluated - 2
    msg = next(f.message for f in res.findings if f.period == years[2] and f.concept.endswith("Benefit"))
    assert msg.startswith("The concept us-gaap:IncomeTaxExpenseBenefit with a value of 16,741,000,000 is an accrual")
    assert "sum of cash provided by (used in) investing activities" in msg and "\n\nRule Element Id:7503\n" in msg


def test_0045_flags_operating_financing_and_investing_items_under_another_activity(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedMovedItems"
    inv, fin = (
        f"{GAAP23}#us-gaap_NetCashProvidedByUsedInInvestingActivitiesContinuingOperations",
        f"{GAAP23}#us-gaap_NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
    )
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (inv, f"{GAAP23}#us-gaap_ProceedsFromOperatingActivities", 1.0),  # operating item: .6835
            (inv, f"{GAAP23}#us-gaap_PaymentsOfDividends", -1.0),  # financing item: .6836
            (inv, f"{GAAP23}#us-gaap_PaymentsToAcquirePropertyPlantAndEquipment", -1.0),  # an investing item: fine
            (fin, f"{GAAP23}#us-gaap_PaymentsForProceedsFromOtherInvestingActivities", -1.0),  # investing item: .6837
            (fin, f"{GAAP23}#us-gaap_IncreaseDecreaseOfRestrictedInvestments", -1.0),  # investing, but an exception
            (fin, f"{GAAP23}#us-gaap_ProceedsFromOperatingActivities", 1.0),  # operating item: .6838
        ],
    )
    acc = seed(path, "SEED-0045")
    res = run_rule(store, "DQC.US.0045", acc)
    got = sorted((f.element_id, f.concept, f.role) for f in res.findings)
    assert got == [
        ("DQC.US.0045.6835", "us-gaap:ProceedsFromOperatingActivities", role),
        ("DQC.US.0045.6836", "us-gaap:PaymentsOfDividends", role),
        ("DQC.US.0045.6837", "us-gaap:PaymentsForProceedsFromOtherInvestingActivities", role),
        ("DQC.US.0045.6838", "us-gaap:ProceedsFromOperatingActivities", role),
    ]
    assert res.evaluated == 3 * 2 + 3 * 2 and res.passed == res.evaluated - 4
    m = {f.element_id: f.message for f in res.findings}
    assert m["DQC.US.0045.6836"].startswith(
        "The concept us-gaap:PaymentsOfDividends appears in the investing cashflows of the companies cash flow "
        "statement. us-gaap:PaymentsOfDividends is a financing item"
    )
    assert (
        "is an operating item" in m["DQC.US.0045.6835"] and "in the cash flow from operating" in m["DQC.US.0045.6838"]
    )


# ---------------------------------------------------------------------------------------------- own graph, balances
ELEMENTS = (
    '<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" '
    'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:us-gaap="http://fasb.org/us-gaap/2024" '
    'targetNamespace="http://fasb.org/us-gaap/2024">'
    + "".join(
        f'<xs:element id="us-gaap_{n}" name="{n}" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item" '
        f'xbrli:periodType="duration" xbrli:balance="{b}" nillable="true"/>'
        for n, b in sorted(BALANCES.items())
    )
    + "</xs:schema>"
)


@pytest.fixture(scope="module")
def balances_graph(tmp_path_factory, registry, shared_data):
    """A graph with a us-gaap 2024 package holding the indirect cash flow networks, the DQC rules taxonomy and an
    element schema declaring the balances above: (store, folder for written filings)."""
    tmp = tmp_path_factory.mktemp("balances")
    src, pkg = shared_data / "us-gaap-2024", tmp / "us-gaap-2024"
    shutil.copytree(src / "META-INF", pkg / "META-INF")
    shutil.copytree(src / "dqcrules", pkg / "dqcrules")
    (pkg / "stm").mkdir(parents=True)
    for f in sorted((src / "stm").glob("us-gaap-stm-scf-indir-*2024.*")):
        shutil.copy(f, pkg / "stm" / f.name)
    (pkg / "elts").mkdir()
    shutil.copy(src / "elts" / "us-roles-2024.xsd", pkg / "elts")
    (pkg / "elts" / "us-gaap-2024.xsd").write_text(ELEMENTS)
    s = open_store(make_settings(tmp / "g"), registry)
    load_taxonomy(s, parse_taxonomy(pkg), show_progress=False)
    yield s, tmp
    s.close()


def _cash_flow_filing(prefix: str, calc: list[tuple[str, str, float]], reported: list[str], form: str = "10-K"):
    f = Filing(prefix=prefix, roles={"cf": "0004 - Statement - Cash Flows"})
    f.contexts = [Context("fy", start="2023-01-01", end="2023-12-31")]
    f.facts = [
        ("dei:DocumentType", "fy", None, None, form),
        ("dei:DocumentPeriodEndDate", "fy", None, None, "2023-12-31"),
    ]
    f.facts += [(c, "fy", "USD", "-3", "1000") for c in reported]
    f.calc = {"cf": calc}
    f.extension = {
        "AdjustmentsSubtotal": "monetaryItemType",
        "WorkingCapitalChanges": "monetaryItemType",
        "GainOnDisposalOfEquipment": "monetaryItemType",
        "NetIncomeAdjusted": "monetaryItemType",
        "IncomeLossFromJointVentures": "monetaryItemType",
    }
    f.balances = {
        "GainOnDisposalOfEquipment": "credit",
        "NetIncomeAdjusted": "credit",
        "IncomeLossFromJointVentures": "credit",
    }
    return f


def _load(store, tmp, f: Filing, accession: str) -> str:
    load_filing(store, parse_filing(f.write(tmp / accession), accession=accession), show_progress=False)
    return accession


def test_0043_7488_flags_debit_and_credit_descendants_with_the_wrong_effective_weight(balances_graph):
    store, tmp = balances_graph
    t = "t1"
    calc = [
        (OPERATING, "us-gaap:NetIncomeLoss", 1.0),  # where the reconciliation starts: not judged, nor below it
        ("us-gaap:NetIncomeLoss", "us-gaap:Revenues", 1.0),
        (OPERATING, f"{t}:AdjustmentsSubtotal", 1.0),  # declared without a balance: not judged
        (f"{t}:AdjustmentsSubtotal", "us-gaap:DepreciationDepletionAndAmortization", 1.0),  # debit, +1: right
        (f"{t}:AdjustmentsSubtotal", "us-gaap:ShareBasedCompensation", -1.0),  # debit, -1: wrong
        (OPERATING, "us-gaap:IncreaseDecreaseInAccountsReceivable", 1.0),  # credit, +1: wrong
        (OPERATING, "us-gaap:IncreaseDecreaseInAccountsPayable", 1.0),  # debit, +1: right
        (OPERATING, f"{t}:WorkingCapitalChanges", -1.0),
        (f"{t}:WorkingCapitalChanges", "us-gaap:IncreaseDecreaseInInventories", 1.0),  # credit, -1 on this path …
        (OPERATING, "us-gaap:IncreaseDecreaseInInventories", 1.0),  # … +1 on this one: effective weight 0, wrong
        (OPERATING, f"{t}:GainOnDisposalOfEquipment", 1.0),  # company credit concept, +1: wrong
        (OPERATING, f"{t}:NetIncomeAdjusted", 1.0),  # company credit net income item: .7488 stops there
        (OPERATING, "us-gaap:AmortizationOfDebtDiscountPremium", 1.0),  # no declaration in the graph
    ]
    acc = _load(store, tmp, _cash_flow_filing(t, calc, [OPERATING]), "T-0043-7488")
    res = run_rule(store, "DQC.US.0043", acc)
    got = sorted((f.element_id, f.concept) for f in res.findings)
    assert got == [
        ("DQC.US.0043.7488", f"{t}:GainOnDisposalOfEquipment"),
        ("DQC.US.0043.7488", "us-gaap:IncreaseDecreaseInAccountsReceivable"),
        ("DQC.US.0043.7488", "us-gaap:IncreaseDecreaseInInventories"),
        ("DQC.US.0043.7488", "us-gaap:ShareBasedCompensation"),
    ]
    assert res.evaluated == 8 and res.passed == 4
    assert [(n.concept, n.reason) for n in res.not_evaluable] == [
        ("us-gaap:AmortizationOfDebtDiscountPremium", NO_BALANCE)
    ]
    m = {f.concept: f.message for f in res.findings}
    assert "multiple times with alternative weights" in m["us-gaap:IncreaseDecreaseInInventories"]
    assert "multiple times" not in m["us-gaap:IncreaseDecreaseInAccountsReceivable"]
    assert m["us-gaap:ShareBasedCompensation"].startswith(
        "The concept ShareBasedCompensation is included in the calculation of NetCashProvidedByUsedInOperatingActivities. "
        "This is in the role 0004 - Statement - Cash Flows. ShareBasedCompensation is a debit balance type concept"
    )
    assert "is a credit balance type concept" in m["us-gaap:IncreaseDecreaseInAccountsReceivable"]
    assert "negative value.   \n\nRule Element Id:7488\nRule version: " in m["us-gaap:ShareBasedCompensation"]
    # the evidence is the path from the total: two arcs down to ShareBasedCompensation
    sbc = next(f for f in res.findings if f.concept == "us-gaap:ShareBasedCompensation")
    assert len(sbc.evidence) == 2


def test_0043_6833_runs_on_the_continuing_operations_total_when_the_total_is_not_reported(balances_graph):
    store, tmp = balances_graph
    t = "t2"
    calc = [
        (CONTINUING, "us-gaap:ProfitLoss", 1.0),
        (CONTINUING, "us-gaap:IncreaseDecreaseInAccountsReceivable", 1.0),  # credit, +1: wrong
        (CONTINUING, f"{t}:NetIncomeAdjusted", 1.0),  # only .7488 stops at company ...NetIncome... items: wrong here
        (CONTINUING, f"{t}:IncomeLossFromJointVentures", 1.0),  # a company ...IncomeLoss... credit item: stops both
    ]
    acc = _load(store, tmp, _cash_flow_filing(t, calc, [CONTINUING]), "T-0043-6833")
    res = run_rule(store, "DQC.US.0043", acc)
    assert sorted((f.element_id, f.concept) for f in res.findings) == [
        ("DQC.US.0043.6833", f"{t}:NetIncomeAdjusted"),
        ("DQC.US.0043.6833", "us-gaap:IncreaseDecreaseInAccountsReceivable"),
    ]
    assert all("negative value.   \n\n\nRule Element Id:6833\nRule version: " in f.message for f in res.findings)
    # With the total reported too, only .7488 runs: on the total, which this calculation does not have.
    acc2 = _load(store, tmp, _cash_flow_filing("t3", calc, [CONTINUING, OPERATING]), "T-0043-BOTH")
    res2 = run_rule(store, "DQC.US.0043", acc2)
    assert res2.status == "evaluated" and res2.findings == [] and res2.evaluated == 0
    # Without a value for either total nothing is checked (DQC_0043.md).
    acc3 = _load(store, tmp, _cash_flow_filing("t4", calc, []), "T-0043-NOVALUE")
    res3 = run_rule(store, "DQC.US.0043", acc3)
    assert res3.findings == [] and res3.evaluated == 0


def test_0043_apple_2023_operating_cash_flows_pass_with_the_release_balances(balances_graph):
    store, _ = balances_graph
    acc = "0000320193-23-000106"
    load_filing(store, parse_filing(filing_path("aapl-10k-2023"), accession=acc, cik="320193"), show_progress=False)
    res = run_rule(store, "DQC.US.0043", acc)
    # Apple's nine adjustments (NetIncomeLoss is where the reconciliation starts): debit items added, credit items
    # deducted, each with the weight its balance calls for.
    assert res.status == "evaluated" and res.findings == [] and res.not_evaluable == []
    assert res.evaluated == res.passed == 9


def test_0045_does_not_run_on_a_form_the_rule_form_lookup_leaves_out(balances_graph):
    store, tmp = balances_graph
    calc = [("us-gaap:NetCashProvidedByUsedInInvestingActivitiesContinuingOperations", "us-gaap:ProfitLoss", 1.0)]
    acc = _load(store, tmp, _cash_flow_filing("t5", calc, [], form="8-K"), "T-0045-8K")
    res = run_rule(store, "DQC.US.0045", acc)
    assert res.status == "not_evaluable" and "does not run on a 8-K" in res.reason
    assert run_rule(store, "DQC.US.0043", acc).status == "evaluated"  # 0043's lookup lists the 8-K
