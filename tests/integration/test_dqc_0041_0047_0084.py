"""DQC.US.0041 (axis defaults changed), 0047 (calculation descendants with no balance) and 0084 (durational
aggregation): written filings for each structure the .xule judges, seeded copies of Apple's 10-K 2023, and every rule on
the shared real filings with each check recomputed here."""

from __future__ import annotations

import shutil
from collections import defaultdict
from datetime import date, timedelta
from decimal import Decimal

import pytest

from auditgraph.evals.synthetic import Context, Filing, fiscal_year
from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS, RECENT_FILINGS, SHARED_FILINGS
from tests.seeding import add_definition_arcs, copy_filing, move_us_gaap_release

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
SEGMENTS = f"{GAAP23}#us-gaap_StatementBusinessSegmentsAxis"


def _run(store, rule, acc):
    return run_rule(store, rule, acc)


# ---------------------------------------------------------------------------------------------------- DQC.US.0041


def _filing_defaults(store, acc):
    return store.run("rules.dqc_0041.filing_defaults", {"accession": acc})


def test_0041_every_shared_filing_keeps_the_release_defaults_or_is_not_yet_subject(store, loaded):
    """The 2023 filings declare only the defaults us-gaap-2024 (standing in for their 2023 release) gives the same
    axes; the 2010–2015 filings predate the rule's effective date (2017-01-01)."""
    for folder in SHARED_FILINGS:
        acc = loaded[folder]
        res = _run(store, "DQC.US.0041", acc)
        if folder in OLDER_FILINGS:
            assert res.status == "not_evaluable" and "2017-01-01" in res.reason, folder
            continue
        assert res.status == "evaluated" and res.findings == [] and res.not_evaluable == [], folder
        # recomputed: each distinct (axis, default) of the filing whose axis the release gives a default
        pairs = {(r["axis"], r["member"]) for r in _filing_defaults(store, acc)}
        release = {
            r["axis"]: r["member"]
            for r in store.run(
                "rules.dqc_0041.release_defaults", {"release": "us-gaap-2024", "axes": sorted(a for a, _ in pairs)}
            )
        }
        judged = [(a, m) for a, m in pairs if a in release]
        assert res.evaluated == res.passed == len(judged) and all(release[a] == m for a, m in judged), folder
        assert judged, folder  # every one of these filings replaces no default but declares some


def test_0041_flags_an_extension_member_made_the_default_of_a_base_axis(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedDefaults"
    schema = next(p.name for p in path.iterdir() if p.suffix == ".xsd")
    add_definition_arcs(path, role=role, arcs=[("dimension-default", SEGMENTS, f"{schema}#aapl_JapanSegmentMember")])
    acc = seed(path, "SEED-0041-EXT")
    res = _run(store, "DQC.US.0041", acc)
    assert [(f.element_id, f.concept, f.dims, f.role) for f in res.findings] == [
        (
            "DQC.US.0041.73",
            "us-gaap:StatementBusinessSegmentsAxis",
            ["us-gaap:StatementBusinessSegmentsAxis=aapl:JapanSegmentMember"],
            role,
        )
    ]
    assert (
        "The default for the dimension us-gaap:StatementBusinessSegmentsAxis in the base taxonomy is "
        "us-gaap:SegmentDomain, but the default has been replaced with aapl:JapanSegmentMember"
        in res.findings[0].message
    )
    assert res.evaluated == _run(store, "DQC.US.0041", clean).evaluated + 1


def test_0041_a_base_member_default_is_judged_only_against_the_filings_own_release(store, loaded, seed, tmp_path):
    """us-gaap:OperatingSegmentsMember as the segments axis' default: with us-gaap-2024 standing in for Apple's 2023
    release it is listed as not evaluable; moved to the 2024 release (loaded) it is a finding."""
    member = f"{GAAP23}#us-gaap_OperatingSegmentsMember"
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_definition_arcs(
        path, role="http://www.apple.com/role/SeedDefaults", arcs=[("dimension-default", SEGMENTS, member)]
    )
    stand_in = _run(store, "DQC.US.0041", seed(path, "SEED-0041-BASE23"))
    assert stand_in.findings == []
    assert [(n.concept, "us-gaap-2024, standing in" in n.reason) for n in stand_in.not_evaluable] == [
        ("us-gaap:StatementBusinessSegmentsAxis", True)
    ]
    moved = tmp_path / "g"
    shutil.copytree(path, moved)
    move_us_gaap_release(moved, "2023", "2024")
    own = _run(store, "DQC.US.0041", seed(moved, "SEED-0041-BASE24"))
    assert own.not_evaluable == []
    assert [(f.concept, f.dims) for f in own.findings] == [
        (
            "us-gaap:StatementBusinessSegmentsAxis",
            ["us-gaap:StatementBusinessSegmentsAxis=us-gaap:OperatingSegmentsMember"],
        )
    ]


def test_0041_an_extension_axis_with_its_own_default_is_not_judged(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    schema = next(p.name for p in path.iterdir() if p.suffix == ".xsd")
    path.joinpath(schema).write_bytes(
        path.joinpath(schema)
        .read_bytes()
        .replace(
            b"</xs:schema>",
            b'<xs:element id="aapl_SeedAxis" name="SeedAxis" type="xbrli:stringItemType" substitutionGroup='
            b'"xbrldt:dimensionItem" abstract="true" nillable="true" xbrli:periodType="duration"/></xs:schema>',
        )
    )
    add_definition_arcs(
        path,
        role="http://www.apple.com/role/SeedDefaults",
        arcs=[("dimension-default", f"{schema}#aapl_SeedAxis", f"{schema}#aapl_JapanSegmentMember")],
    )
    acc = seed(path, "SEED-0041-EXTAXIS")
    assert ("aapl:SeedAxis", "aapl:JapanSegmentMember") in {
        (r["axis"], r["member"]) for r in _filing_defaults(store, acc)
    }
    res = _run(store, "DQC.US.0041", acc)
    assert (
        res.findings == []
        and res.evaluated == res.passed == _run(store, "DQC.US.0041", loaded["aapl-10k-2023"]).evaluated
    )


# ---------------------------------------------------------------------------------------------------- DQC.US.0047

OPERATING = "us-gaap:NetCashProvidedByUsedInOperatingActivities"
CONTINUING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
ARO = "us-gaap:AssetRetirementObligationPeriodIncreaseDecrease"
# The declarations a complete us-gaap package gives these concepts (balance as in the us-gaap 2024 element schema);
# DepreciationDepletionAndAmortization is left undeclared, as every base concept is in ../shared/data's partial package.
DECLARED = {
    "NetCashProvidedByUsedInOperatingActivities": "debit",
    "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations": None,
    "ProfitLoss": "credit",
    "IncreaseDecreaseInAccountsReceivable": "credit",
    "AssetRetirementObligationPeriodIncreaseDecrease": None,
    "InvestmentCompanyNetAssetsFromOperationsIncreaseDecrease": None,
}


def balance_attribute(balance: str | None) -> str:
    return f' xbrli:balance="{balance}"' if balance else ""


def _declared_package(shared_data, dest):
    """A us-gaap package with the DQC rules taxonomy and an element schema declaring DECLARED (its own name, so it
    never stands for the real release)."""
    (dest / "META-INF").mkdir(parents=True)
    (dest / "META-INF" / "taxonomyPackage.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?><tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package">'
        "<tp:identifier>http://example.com/declared-gaap/2024</tp:identifier><tp:name>declared</tp:name>"
        "</tp:taxonomyPackage>"
    )
    shutil.copytree(shared_data / "us-gaap-2024" / "dqcrules", dest / "dqcrules")
    elements = "".join(
        f'<xs:element id="us-gaap_{name}" name="{name}" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item" '
        f'nillable="true" xbrli:periodType="duration"{balance_attribute(bal)}/>'
        for name, bal in DECLARED.items()
    )
    (dest / "elts").mkdir()
    (dest / "elts" / "us-gaap-2024.xsd").write_text(
        '<?xml version="1.0" encoding="UTF-8"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" '
        'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:us-gaap="http://fasb.org/us-gaap/2024" '
        'targetNamespace="http://fasb.org/us-gaap/2024" elementFormDefault="qualified">'
        '<xs:import namespace="http://www.xbrl.org/2003/instance" '
        'schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>'
        f"{elements}</xs:schema>"
    )
    return dest


@pytest.fixture(scope="module")
def declared_store(tmp_path_factory, registry, shared_data):
    """A graph of its own holding base declarations with balances (never the session's shared graph)."""
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    s = open_store(make_settings(tmp_path_factory.mktemp("dqc0047")), registry)
    s.clear()
    s.schema()
    package = _declared_package(shared_data, tmp_path_factory.mktemp("pkg") / "declared-gaap")
    load_taxonomy(s, parse_taxonomy(package), show_progress=False)
    yield s
    s.close()


def _cash_flow_filing(arcs) -> Filing:
    f = Filing(roles={"CF": "0004 - Statement - Cash Flows"}, extension={"OtherRollForwardChange": "monetaryItemType"})
    fiscal_year(f)
    f.calc["CF"] = arcs
    return f


def _load(store, filing, folder, accession):
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    load_filing(store, parse_filing(filing.write(folder), accession=accession), show_progress=False)
    return accession


def test_0047_flags_a_base_roll_forward_item_without_balance_below_either_operating_total(declared_store, tmp_path):
    f = _cash_flow_filing(
        [
            (OPERATING, "us-gaap:ProfitLoss", 1.0),
            (OPERATING, "us-gaap:IncreaseDecreaseInAccountsReceivable", -1.0),
            (OPERATING, CONTINUING, 1.0),  # no balance by design: the .xule's exception
            (CONTINUING, ARO, 1.0),  # two levels below the total: a descendant of both totals
            (
                CONTINUING,
                "us-gaap:InvestmentCompanyNetAssetsFromOperationsIncreaseDecrease",
                1.0,
            ),  # the other exception
            (CONTINUING, "tst:OtherRollForwardChange", 1.0),  # an extension without balance: never flagged
            (CONTINUING, "us-gaap:DepreciationDepletionAndAmortization", 1.0),  # declaration not in the graph
        ]
    )
    res = run_rule(declared_store, "DQC.US.0047", _load(declared_store, f, tmp_path / "f", "W-0047-FAIL"))
    role = f.role_uri("CF")
    assert sorted((x.element_id, x.concept, x.role) for x in res.findings) == [
        ("DQC.US.0047.7481", OPERATING, role),
        ("DQC.US.0047.7481", CONTINUING, role),
    ]
    assert all(f"includes {ARO} as a summation-child" in x.message for x in res.findings)
    operating = next(x for x in res.findings if x.concept == OPERATING)
    # the path from the total down to the item, both arcs
    assert operating.evidence == [
        f"SUMMATION_ITEM:W-0047-FAIL:{role}:{OPERATING}->{CONTINUING}",
        f"SUMMATION_ITEM:W-0047-FAIL:{role}:{CONTINUING}->{ARO}",
    ]
    # judged: ProfitLoss, the receivables change and ARO below the total; ARO below the continuing-operations total
    assert (res.status, res.evaluated, res.passed) == ("evaluated", 4, 2)
    assert sorted((n.concept, "is not in the graph" in n.reason) for n in res.not_evaluable) == [
        ("us-gaap:DepreciationDepletionAndAmortization", True),
        ("us-gaap:DepreciationDepletionAndAmortization", True),
    ]


def test_0047_passes_when_every_base_descendant_carries_a_balance(declared_store, tmp_path):
    f = _cash_flow_filing(
        [
            (OPERATING, "us-gaap:ProfitLoss", 1.0),
            (OPERATING, "us-gaap:IncreaseDecreaseInAccountsReceivable", -1.0),
            (OPERATING, "tst:OtherRollForwardChange", 1.0),
        ]
    )
    res = run_rule(declared_store, "DQC.US.0047", _load(declared_store, f, tmp_path / "f", "W-0047-PASS"))
    assert (res.status, res.findings, res.not_evaluable, res.evaluated, res.passed) == ("evaluated", [], [], 2, 2)


def test_0047_on_the_shared_filings_lists_the_base_descendants_it_cannot_judge(store, loaded):
    """The shared us-gaap package has no element schema, so no base concept's balance is known: the rule names every
    base descendant of the operating totals (recomputed here from the calculation networks) as not evaluable, or
    does not apply (periods before 2018-06-01)."""
    for folder in SHARED_FILINGS:
        acc = loaded[folder]
        res = _run(store, "DQC.US.0047", acc)
        assert res.findings == [], folder
        if folder in OLDER_FILINGS:
            assert res.status == "not_evaluable" and "2018-06-01" in res.reason, folder
            continue
        view = load_view(store, acc)
        expected = set()
        for tree in view.calc_by_role.values():
            for total in (OPERATING, CONTINUING):
                queue, seen = [total], set()
                while queue:
                    for e in tree.get(queue.pop(), []):
                        if e.child not in seen and e.child != total:
                            seen.add(e.child)
                            queue.append(e.child)
                expected |= {c for c in seen if c.startswith("us-gaap:") and c != CONTINUING}
        assert {n.concept for n in res.not_evaluable} == expected, folder
        assert expected and res.status == "not_evaluable" and res.evaluated == 0, folder


# ---------------------------------------------------------------------------------------------------- DQC.US.0084

Q = [("Q1", "2023-01-01", "2023-03-31"), ("Q2", "2023-04-01", "2023-06-30"), ("Q3", "2023-07-01", "2023-09-30")]
Q += [("Q4", "2023-10-01", "2023-12-31")]
SEG = "us-gaap:StatementBusinessSegmentsAxis"


def _periods_filing(doc_type="10-K", end="2023-12-31") -> Filing:
    f = Filing(
        extension={
            "CustomRevenue": "monetaryItemType",
            "SegAMember": "domainItemType",
            "ImmaterialDifferenceFlag": "stringItemType",
        }
    )
    year = int(end[:4])
    fiscal_year(f, start=f"{year}-01-01", end=end)
    f.facts = [x if x[0] != "dei:DocumentType" else (x[0], x[1], x[2], x[3], doc_type) for x in f.facts]
    for q, s, e in Q:
        f.contexts.append(Context(q, start=s.replace("2023", str(year)), end=e.replace("2023", str(year))))
        f.contexts.append(
            Context(
                f"{q}A",
                start=s.replace("2023", str(year)),
                end=e.replace("2023", str(year)),
                dims={SEG: "tst:SegAMember"},
            )
        )
    f.contexts.append(Context("H1", start=f"{year}-01-01", end=f"{year}-06-30"))
    f.contexts.append(Context("FYA", start=f"{year}-01-01", end=end, dims={SEG: "tst:SegAMember"}))
    return f


def _series(f, concept, fy, quarters, *, unit="USD", decimals="-3", suffix="", h1=None):
    f.facts.append((concept, f"FY{suffix}", unit, decimals, fy))
    for (q, _, _), v in zip(Q, quarters, strict=True):
        f.facts.append((concept, f"{q}{suffix}", unit, decimals, v))
    if h1 is not None:
        f.facts.append((concept, "H1", unit, decimals, h1))


def _durations_filing() -> Filing:
    f = _periods_filing()
    # adds up, three tilings: Q1..Q4 and H1+Q3+Q4 of the year, Q1+Q2 of H1
    _series(f, "us-gaap:Revenues", "1000000", ["250000", "250000", "250000", "250000"], h1="500000")
    # off by 10,000 against a tolerance of (4 − 1) × 1,000 × 3 = 9,000: a finding
    _series(f, "us-gaap:CostOfRevenue", "1000000", ["200000", "300000", "250000", "260000"])
    # off by exactly the tolerance: no finding
    _series(f, "us-gaap:OperatingExpenses", "1000000", ["250000", "250000", "250000", "259000"])
    # the segment's quarters (its own dimensions) do not reach its year; the non-dimensional quarters never join them
    _series(f, "us-gaap:Revenues", "1200000", ["100000", "100000", "100000", "100000"], suffix="A")
    # not checked: shares (not monetary), an "average", an extension concept
    _series(
        f, "us-gaap:StockIssuedDuringPeriodSharesNewIssues", "10", ["1", "1", "1", "1"], unit="shares", decimals="0"
    )
    _series(f, "us-gaap:CommercialPaperAverageOutstanding", "1000", ["1", "1", "1", "1"], decimals="0")
    _series(f, "tst:CustomRevenue", "1000", ["1", "1", "1", "1"], decimals="0")
    # exact values (INF): any difference counts
    _series(f, "us-gaap:InterestExpense", "400", ["100", "100", "100", "101"], decimals="INF")
    # an inconsistent duplicate of Q4: each tiling is judged, one adds up (100 × 4), one does not (+50)
    _series(f, "us-gaap:IncomeTaxExpenseBenefit", "400", ["100", "100", "100", "100"], decimals="0")
    f.facts.append(("us-gaap:IncomeTaxExpenseBenefit", "Q4", "USD", "0", "150"))
    return f


def test_0084_flags_sub_periods_that_do_not_add_up_to_their_whole_period(store, loaded, tmp_path, seed):
    f = _durations_filing()
    acc = seed(f.write(tmp_path / "f"), "W-0084")
    res = _run(store, "DQC.US.0084", acc)
    got = sorted((x.concept, x.period, tuple(x.dims), x.reported, x.expected, x.tolerance) for x in res.findings)
    assert got == [
        ("us-gaap:CostOfRevenue", "20230101-20231231", (), 1000000.0, 1010000.0, 9000.0),
        ("us-gaap:IncomeTaxExpenseBenefit", "20230101-20231231", (), 400.0, 450.0, 9.0),
        ("us-gaap:InterestExpense", "20230101-20231231", (), 400.0, 401.0, 0.0),
        ("us-gaap:Revenues", "20230101-20231231", (f"{SEG}=tst:SegAMember",), 1200000.0, 400000.0, 9000.0),
    ]
    assert all(x.element_id == "DQC.US.0084.9298" for x in res.findings)
    # checks: Revenues 3 + segment 1, CostOfRevenue 1, OperatingExpenses 1, InterestExpense 1, IncomeTax 2 tilings
    assert (res.evaluated, res.passed) == (9, 5)
    cost = next(x for x in res.findings if x.concept == "us-gaap:CostOfRevenue")
    assert cost.message.startswith(
        "Sum of the cumulative periods of 1,010,000 for us-gaap:CostOfRevenue does not match the reported total of "
        "1,000,000, a difference of 10,000."
    )
    assert " \t2023-10-01 to 2023-12-31 \t260,000 \t Decimals: -3" in cost.message
    assert [c.value for c in cost.contributors] == [1000000.0, 200000.0, 300000.0, 250000.0, 260000.0]
    assert len({x.id for x in res.findings}) == len(res.findings)


def test_0084_an_immaterial_difference_at_decimals_zero_is_waived_only_with_the_filers_flag(
    store, loaded, tmp_path, seed
):
    f = _periods_filing()
    _series(
        f,
        "us-gaap:SellingGeneralAndAdministrativeExpense",
        "100000",
        ["25000", "25000", "25000", "25050"],
        decimals="0",
    )
    unflagged = _run(store, "DQC.US.0084", seed(f.write(tmp_path / "a"), "W-0084-NOFLAG"))
    assert [x.concept for x in unflagged.findings] == ["us-gaap:SellingGeneralAndAdministrativeExpense"]
    assert "can be overidden" in unflagged.findings[0].message
    f.facts.append(("tst:ImmaterialDifferenceFlag", "FY", None, None, "true"))
    flagged = _run(store, "DQC.US.0084", seed(f.write(tmp_path / "b"), "W-0084-FLAG"))
    assert (flagged.findings, flagged.evaluated, flagged.passed) == ([], 1, 1)


def test_0084_does_not_run_on_fund_reports_nor_before_2020(store, loaded, tmp_path, seed):
    fund = _periods_filing(doc_type="N-CSR")
    _series(fund, "us-gaap:CostOfRevenue", "1000000", ["200000", "300000", "250000", "260000"])
    res = _run(store, "DQC.US.0084", seed(fund.write(tmp_path / "a"), "W-0084-NCSR"))
    assert res.status == "not_evaluable" and "N-CSR" in res.reason and res.findings == []
    old = _periods_filing(end="2019-12-31")
    _series(old, "us-gaap:CostOfRevenue", "1000000", ["200000", "300000", "250000", "260000"])
    res = _run(store, "DQC.US.0084", seed(old.write(tmp_path / "b"), "W-0084-2019"))
    assert res.status == "not_evaluable" and "2020-01-01" in res.reason


def _tilings(view):
    """Recomputed independently of the rule: for each base monetary duration fact without 'average' in its name,
    every run of 2–4 facts of the same concept, unit and dimensions tiling its period."""
    groups = defaultdict(list)
    for f in view.facts:
        if f.start and f.monetary and f.concept.startswith("us-gaap:") and "average" not in f.local.lower():
            groups[(f.concept, f.unit, f.dims)].append(f)
    out = []
    for facts in groups.values():
        for total in facts:
            frontier = [[p] for p in facts if p.start == total.start and p.end < total.end]
            while frontier:
                chain = frontier.pop()
                if chain[-1].end == total.end:
                    if len(chain) > 1:
                        out.append((total, chain))
                    continue
                nxt = (date.fromisoformat(chain[-1].end) + timedelta(days=1)).isoformat()
                if len(chain) < 4:
                    frontier += [[*chain, p] for p in facts if p.start == nxt and p.end <= total.end]
    return out


@pytest.mark.parametrize("folder", RECENT_FILINGS)
def test_0084_on_the_shared_filings_every_tiling_adds_up(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    res = _run(store, "DQC.US.0084", acc)
    tilings = _tilings(view)
    assert res.status == "evaluated" and res.findings == [], folder
    assert res.evaluated == res.passed == len(tilings), folder
    for total, chain in tilings:
        assert abs(total.value - sum((p.value for p in chain), Decimal(0))) <= Decimal(10) ** 6 * 9, folder


@pytest.mark.parametrize("folder", OLDER_FILINGS)
def test_0084_does_not_apply_to_the_filings_before_2020(store, loaded, folder):
    res = _run(store, "DQC.US.0084", loaded[folder])
    assert res.status == "not_evaluable" and "2020-01-01" in res.reason


def test_0084_facts_with_a_typed_dimension_are_not_checked(store, loaded, tmp_path, seed):
    """The .xule leaves out facts whose context has a typed dimension; the same failing series with an explicit member
    is checked (the control)."""
    f = _periods_filing()
    _series(f, "us-gaap:Revenues", "1200000", ["100000", "100000", "100000", "100000"], suffix="A")
    folder = f.write(tmp_path / "f")
    inst = next(p for p in folder.iterdir() if p.name.endswith(".xml") and "_" not in p.name)
    text = inst.read_text()
    typed = '<xbrldi:typedMember dimension="us-gaap:LongtermDebtTypeAxis"><tst:key>7</tst:key></xbrldi:typedMember>'
    for q in ("FYA", "Q1A", "Q2A", "Q3A", "Q4A"):
        text = text.replace(f'<xbrli:context id="{q}"><xbrli:entity>', f'<xbrli:context id="{q}T"><xbrli:entity>', 1)
    text = text.replace("</xbrli:segment>", typed + "</xbrli:segment>")
    text = text.replace('contextRef="FYA"', 'contextRef="FYAT"')
    for q, _, _ in Q:
        text = text.replace(f'contextRef="{q}A"', f'contextRef="{q}AT"')
    inst.write_text(text)
    acc = seed(folder, "W-0084-TYPED")
    typed_ids = {r["context_id"] for r in store.run("rules.dqc_0084.typed_contexts", {"accession": acc})}
    assert typed_ids == {"FYAT", "Q1AT", "Q2AT", "Q3AT", "Q4AT"}
    res = _run(store, "DQC.US.0084", acc)
    assert (res.findings, res.evaluated) == ([], 0)
    control = _run(store, "DQC.US.0084", seed(f.write(tmp_path / "g"), "W-0084-EXPLICIT"))
    assert [(x.concept, x.dims) for x in control.findings] == [("us-gaap:Revenues", [f"{SEG}=tst:SegAMember"])]
