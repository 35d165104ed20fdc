"""DQC.US.0090 (lease liability payments due) and 0099 (statements without calculations) on the shared filings,
recomputed from their facts and linkbases, and on copies of Apple's 10-K 2023 written for each edge of the .xule."""

from __future__ import annotations

import re
from decimal import Decimal

from auditgraph.rules.dqc_0099 import statement_roles
from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.seeding import add_calc_arcs, add_fact, add_member_fact, add_presentation_arcs, copy_filing, instance_of

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"
PAY, LIAB, EXCESS = (
    "us-gaap:LesseeOperatingLeaseLiabilityPaymentsDue",
    "us-gaap:OperatingLeaseLiability",
    "us-gaap:LesseeOperatingLeaseLiabilityUndiscountedExcessAmount",
)
FIN_PAY = "us-gaap:FinanceLeaseLiabilityPaymentsDue"
IS_ROLE = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS"
M = Decimal(1_000_000)
# Apple 10-K 2023, context c-22 (2023-09-30), decimals -6: 11,818 + 2,023 = 13,841 (operating), 1,024 + 401 = 1,425.
APPLE_OPERATING = (Decimal(13_841) * M, Decimal(11_818) * M, Decimal(2_023) * M)


def set_value(folder, concept: str, context: str, value: str) -> None:
    inst = instance_of(folder)
    text = inst.read_bytes()
    pat = re.compile(rb"(<" + concept.encode() + rb"\b[^>]*contextRef=\"" + context.encode() + rb"\"[^>]*>)[^<]*")
    assert pat.search(text), (concept, context)
    inst.write_bytes(pat.sub(lambda m: m.group(1) + value.encode(), text, count=1))


def drop_fact(folder, concept: str, context: str) -> None:
    inst = instance_of(folder)
    text = inst.read_bytes()
    pat = re.compile(rb"<" + concept.encode() + rb"\b[^>]*contextRef=\"" + context.encode() + rb"\"[^>]*>[^<]*</[^>]+>")
    assert pat.search(text), (concept, context)
    inst.write_bytes(pat.sub(b"", text, count=1))


# ---------------------------------------------------------------- shared filings


def test_0090_on_the_shared_filings_recomputes_each_sum(store, loaded):
    """Apple's and Netflix's 10-K 2023 reconcile (Apple 11,818 + 2,023 = 13,841 and 1,024 + 401 = 1,425 million;
    Netflix 2,430,113 + 306,270 = 2,736,383 thousand): evaluated, no finding. Netflix's prior-year liability has no
    payments due beside it: no check (the total is required). 10-Qs are not annual filings; the 2012–2017 filings
    predate both element ids' effective dates."""
    expected_checks = {"aapl-10k-2023": 2, "nflx-10k-2023": 1, "standalone/Netflix.10K.xbrl.xml": 1}
    for folder, acc in sorted(loaded.items()):
        res = run_rule(store, "DQC.US.0090", acc)
        assert res.findings == [], folder
        view = load_view(store, acc)
        doc_type = view.dei_value("dei:DocumentType")
        if doc_type not in ("10-K", "10-KT", "20-F"):
            assert res.status == "not_evaluable" and "annual" in res.reason, folder
            continue
        assert res.evaluated == res.passed == expected_checks.get(folder, 0), folder
        if folder.startswith(("msft", "unp")) or folder.endswith("crr.xbrl.xml"):
            assert {n.concept for n in res.not_evaluable} == {PAY, FIN_PAY}
            assert all("effective" in n.reason for n in res.not_evaluable)
        for total in view.by_concept.get(PAY, []):  # the identity the rule checks, from the facts themselves
            parts = [
                f.value
                for c in (LIAB, EXCESS)
                for f in view.by_concept.get(c, [])
                if f.period == total.period and not f.dims
            ]
            assert sum(parts) == total.value, folder


def test_0099_on_the_shared_filings_every_statement_has_its_calculations(store, loaded):
    """Each 2021+ filing's statements (definition with '- Statement -', no equity or parenthetical word) are checked
    and pass; CommitmentsAndContingencies, which Apple, AEON and Netflix present on their balance sheets without a
    fact or declaration in the graph, is excepted by name. Older filings predate the rule (2021-01-01); the
    instance-only Netflix file has no presentation."""
    for folder, acc in sorted(loaded.items()):
        res = run_rule(store, "DQC.US.0099", acc)
        assert res.findings == [], folder
        view = load_view(store, acc)
        if (view.period_end or "") < "2021-01-01":
            assert res.status == "not_evaluable" and "2021-01-01" in res.reason
            continue
        if not view.roles:
            assert res.status == "not_evaluable"
            continue
        roles = statement_roles(view)
        words = ("parenthetical", "equity", "stockholders", "shareholder", "deficit", "capital")
        assert roles and all(not any(w in d.lower() for w in words) for _, d in roles)
        assert res.evaluated == res.passed == len(roles), folder
        assert res.not_evaluable == [], folder


def test_0099_reads_apples_four_face_statements(store, loaded):
    view = load_view(store, loaded["aapl-10k-2023"])
    assert [r.rsplit("/", 1)[-1] for r, _ in statement_roles(view)] == [
        "CONSOLIDATEDBALANCESHEETS",
        "CONSOLIDATEDSTATEMENTSOFCASHFLOWS",
        "CONSOLIDATEDSTATEMENTSOFCOMPREHENSIVEINCOME",
        "CONSOLIDATEDSTATEMENTSOFOPERATIONS",
    ]


# ---------------------------------------------------------------- 0090 written filings


def _checks(res, element):
    return [
        (f.element_id, f.concept, f.period, f.reported, f.expected) for f in res.findings if f.element_id == element
    ]


def test_0090_flags_payments_due_off_the_sum_and_allows_two_units_of_rounding(store, loaded, seed, tmp_path):
    total, liab, excess = APPLE_OPERATING
    for name, shift, flagged in (("two", 2, False), ("three", 3, True), ("ten", 10, True)):
        path = copy_filing("aapl-10k-2023", tmp_path / name)
        set_value(path, LIAB, "c-22", f"{liab + shift * M:f}")
        res = run_rule(store, "DQC.US.0090", seed(path, f"SEED-0090-{name}"))
        want = [("DQC.US.0090.9374", PAY, "20230930", float(total), float(liab + shift * M + excess))]
        assert _checks(res, "DQC.US.0090.9374") == (want if flagged else []), name
        assert res.evaluated == 2
    f = res.findings[0]
    assert f.difference == float(-10 * M) and f.tolerance == float(2 * M)
    assert "with a value of 13,841,000,000" in f.message and "adds to 13,851,000,000" in f.message
    assert "A difference of -10,000,000" in f.message and "Rule Element Id:9374" in f.message


def test_0090_excess_amount_is_optional_the_liability_and_total_are_required(store, loaded, seed, tmp_path):
    total, liab, _ = APPLE_OPERATING
    path = copy_filing("aapl-10k-2023", tmp_path / "no-excess")
    drop_fact(path, EXCESS, "c-22")  # optional: the check runs on the liability alone
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-NOEXCESS"))
    assert _checks(res, "DQC.US.0090.9374") == [("DQC.US.0090.9374", PAY, "20230930", float(total), float(liab))]

    path = copy_filing("aapl-10k-2023", tmp_path / "no-liability")
    drop_fact(path, LIAB, "c-22")  # required (`<+`): no check at all
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-NOLIAB"))
    assert res.findings == [] and res.evaluated == 1  # the finance lease sum only

    path = copy_filing("aapl-10k-2023", tmp_path / "no-total")
    drop_fact(path, PAY, "c-22")  # the total is what the check is about
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-NOTOTAL"))
    assert res.findings == [] and res.evaluated == 1


def test_0090_reads_facts_without_dimensions_and_the_not_commenced_obligation(store, loaded, seed, tmp_path):
    total, liab, excess = APPLE_OPERATING
    axis = "us-gaap:UnrecordedUnconditionalPurchaseObligationByCategoryOfItemPurchasedAxis"
    path = copy_filing("aapl-10k-2023", tmp_path / "dims")
    # A dimensional total that does not add up is outside the rule (square-bracket fact queries).
    add_member_fact(
        path,
        axis="us-gaap:StatementBusinessSegmentsAxis",
        member="aapl:AmericasSegmentMember",
        concept=PAY,
        like_context="c-22",
        new_context="seed-geo",
        value="1",
    )
    # Leases not yet commenced: the schedule may leave them out (difference == obligation: no finding) …
    add_member_fact(
        path,
        axis=axis,
        member="us-gaap:OperatingLeaseLeaseNotYetCommencedMember",
        concept="us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount",
        like_context="c-22",
        new_context="seed-nyc",
        value="500000000",
    )
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-DIMS"))
    assert res.findings == [] and res.evaluated == 2
    # … or include them (total = liability + excess + obligation: no finding); anything else is flagged with them.
    for name, value, flagged in (("incl", total + 500 * M, False), ("off", total + 100 * M, True)):
        p2 = copy_filing("aapl-10k-2023", tmp_path / name)
        add_member_fact(
            p2,
            axis=axis,
            member="us-gaap:OperatingLeaseLeaseNotYetCommencedMember",
            concept="us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount",
            like_context="c-22",
            new_context="seed-nyc",
            value="500000000",
        )
        set_value(p2, PAY, "c-22", f"{value:f}")
        res = run_rule(store, "DQC.US.0090", seed(p2, f"SEED-0090-{name}"))
        want = [("DQC.US.0090.9374", PAY, "20230930", float(value), float(liab + excess + 500 * M))]
        assert _checks(res, "DQC.US.0090.9374") == (want if flagged else []), name
        if flagged:
            assert len(res.findings[0].contributors) == 4


def test_0090_checks_each_inconsistent_duplicate_of_the_total(store, loaded, seed, tmp_path):
    total, liab, excess = APPLE_OPERATING
    path = copy_filing("aapl-10k-2023", tmp_path / "dup")
    add_fact(path, concept=PAY, context="c-22", value=f"{total + 50 * M:f}")
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-DUP"))
    assert _checks(res, "DQC.US.0090.9374") == [
        ("DQC.US.0090.9374", PAY, "20230930", float(total + 50 * M), float(liab + excess))
    ]
    assert res.evaluated == 3 and res.passed == 2


def test_0090_an_extension_item_in_the_total_s_calculation_accepts_the_difference(store, loaded, seed, tmp_path):
    _, liab, _ = APPLE_OPERATING
    path = copy_filing("aapl-10k-2023", tmp_path / "ext")
    set_value(path, LIAB, "c-22", f"{liab + 10 * M:f}")
    add_calc_arcs(
        path,
        role="http://www.apple.com/role/SeedLeaseReconciliation",
        arcs=[
            (f"{GAAP23}LesseeOperatingLeaseLiabilityPaymentsDue", f"{GAAP23}OperatingLeaseLiability", 1.0),
            (
                f"{GAAP23}LesseeOperatingLeaseLiabilityPaymentsDue",
                "aapl-20230930.xsd#aapl_SeedLeaseReconcilingItem",
                1.0,
            ),
        ],
    )
    res = run_rule(store, "DQC.US.0090", seed(path, "SEED-0090-EXT"))
    assert res.findings == [] and res.evaluated == 2


# ---------------------------------------------------------------- 0099 written filings


def test_0099_flags_a_monetary_item_on_the_income_statement_without_a_calculation(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "is")
    add_presentation_arcs(
        path,
        role=IS_ROLE,
        arcs=[
            (f"{GAAP23}IncomeStatementAbstract", f"{GAAP23}ShareBasedCompensation"),  # in a calculation, not this one's
            (f"{GAAP23}IncomeStatementAbstract", f"{GAAP23}AllocatedShareBasedCompensationExpense"),  # excepted
            (f"{GAAP23}IncomeStatementAbstract", f"{GAAP23}SupplementalIncomeStatementElementsAbstract"),
            (f"{GAAP23}SupplementalIncomeStatementElementsAbstract", f"{GAAP23}IncomeTaxesPaidNet"),  # supplemental
        ],
    )
    res = run_rule(store, "DQC.US.0099", seed(path, "SEED-0099-IS"))
    assert [(f.element_id, f.role, f.concept) for f in res.findings] == [
        ("DQC.US.0099.9533", IS_ROLE, "us-gaap:ShareBasedCompensation")
    ]
    msg = res.findings[0].message
    assert "presentation linkbase of 0000003 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS" in msg
    assert "\nus-gaap:ShareBasedCompensation\n" in msg and "Rule Element Id:9533" in msg
    assert "income statement statement" in msg
    assert res.evaluated == 4 and res.passed == 3


def test_0099_a_calculation_in_any_role_covers_the_item(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "calc")
    add_presentation_arcs(
        path, role=IS_ROLE, arcs=[(f"{GAAP23}IncomeStatementAbstract", f"{GAAP23}ShareBasedCompensation")]
    )
    add_calc_arcs(
        path,
        role="http://www.apple.com/role/SeedCalc",
        arcs=[(f"{GAAP23}OperatingExpenses", f"{GAAP23}ShareBasedCompensation", 1.0)],
    )
    res = run_rule(store, "DQC.US.0099", seed(path, "SEED-0099-CALC"))
    assert res.findings == [] and res.evaluated == res.passed == 4
