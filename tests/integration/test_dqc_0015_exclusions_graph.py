"""DQC.US.0015's exclusions as the 2024 rule set defines them (issue #25 item 1).

DQC_0015.xule excludes a dimensional negative through four constants, which constant-us-gaap.xule (2024) builds:
member-name strings (the DQC rules taxonomy's allowableSubString on its strings group, plus 'basisswap' and
'unfunded'), members and axes (rule-concept descendants of their group elements; the axes plus
StatementBusinessSegmentsAxis and InvestmentIdentifierAxis), and axis-member pairs (each axis under the pairs group
with its rule-concept children). One filing written here reports the same listed concept negative in one context per
case; per kind, one context must be excluded and one must still be reported.
"""

from __future__ import annotations

import pytest

from auditgraph.evals.synthetic import Context, Filing, fiscal_year
from auditgraph.ingest.dqcrules import load_rules, parse_rules_files
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.rules.engine import run_rule
from auditgraph.store import open_store
from tests.conftest import make_settings

ACC = "SEED-0015-EXCL"
# DepreciationDepletionAndAmortization is on the 2024 us-gaap non-negative list (id 721).
CONCEPT = "us-gaap:DepreciationDepletionAndAmortization"
CASES = {
    # context id: (dimensions, excluded?)
    "STR1": ({"us-gaap:DerivativeInstrumentRiskAxis": "tst:BasisSwapMember"}, True),  # string 'basisswap'
    "STR2": ({"us-gaap:DerivativeInstrumentRiskAxis": "tst:UnfundedLoanCommitmentsMember"}, True),  # 'unfunded'
    "STR3": ({"us-gaap:DerivativeInstrumentRiskAxis": "tst:InterestRateSwapMember"}, False),
    "AX1": ({"us-gaap:InvestmentIdentifierAxis": "tst:FundAMember"}, True),  # axis added by the constants file
    "AX2": ({"us-gaap:InvestmentTypeAxis": "tst:FundAMember"}, False),
    "AM1": ({"srt:ConsolidatedEntitiesAxis": "srt:ParentCompanyMember"}, True),  # 2018+ srt pair
    "AM2": ({"srt:ConsolidatedEntitiesAxis": "tst:OperatingSubsidiaryMember"}, False),
    # members only the DQC rules taxonomy in the graph lists (the written rule data below)
    "MB1": ({"srt:ProductOrServiceAxis": "us-gaap:FinancialGuaranteeMember"}, "rule data"),
    "MB2": ({"srt:ProductOrServiceAxis": "us-gaap:ServiceMember"}, False),
    "GA1": ({"srt:StatementGeographicalAxis": "tst:FranceMember"}, "rule data"),  # axis of the rule data
    "GP1": ({"us-gaap:LongtermDebtTypeAxis": "us-gaap:SeniorNotesMember"}, "rule data"),  # pair of the rule data
    "GP2": ({"us-gaap:LongtermDebtTypeAxis": "us-gaap:ConvertibleDebtMember"}, False),
    "GS1": ({"us-gaap:LongtermDebtTypeAxis": "tst:ZetaCarveoutMember"}, "rule data"),  # string of the rule data
}


def _filing() -> Filing:
    f = Filing(prefix="tst")
    f.roles = {"IS": "0000020 - Statement - Income"}
    fiscal_year(f)
    f.contexts.append(Context("FY", start="2023-01-01", end="2023-12-31"))
    for cid, (dims, _) in CASES.items():
        f.contexts.append(Context(cid, start="2023-01-01", end="2023-12-31", dims=dims))
        f.facts.append((CONCEPT, cid, "USD", "-6", "-5000000"))
        for member in dims.values():
            if member.startswith("tst:"):
                f.extension[member.split(":")[1]] = "domainItemType"
    f.facts.append((CONCEPT, "FY", "USD", "-6", "90000000"))
    return f


# The DQC rules taxonomy's shape for DQC.US.0015 as the 2024 constants navigate it (rule-concept arcs from the rule
# root to its group elements, below them the concepts, a nested group element, and an axis's members under the
# axis), written for this test: the shared us-gaap package lacks dqcrules-0015-2024.xsd.
def _rules_schema() -> bytes:
    rc = "http://fasb.org/dqcrules/arcrole/rule-concept"
    locs = {
        "root": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015",
        "members": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015_ExcludeNonNegMembersAbstract",
        "nested": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015_ExcludeNonNegMembersGuaranteesAbstract",
        "axes": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015_ExcludeNonNegAxisAbstract",
        "pairs": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015_ExcludeNonNegAxisMembersAbstract",
        "strings": "dqcrules-0015-2024.xsd#dqcrules-0015_Dqc_0015_ExcludeNonNegMemberStringsAbstract",
        "guarantee": "../elts/us-gaap-2024.xsd#us-gaap_FinancialGuaranteeMember",
        "geo": "../elts/srt-2024.xsd#srt_StatementGeographicalAxis",
        "debt": "../elts/us-gaap-2024.xsd#us-gaap_LongtermDebtTypeAxis",
        "senior": "../elts/us-gaap-2024.xsd#us-gaap_SeniorNotesMember",
    }
    arcs = [
        ("root", "members"),
        ("root", "axes"),
        ("root", "pairs"),
        ("root", "strings"),
        ("members", "nested"),
        ("nested", "guarantee"),
        ("axes", "geo"),
        ("pairs", "debt"),
        ("debt", "senior"),
    ]
    loc_xml = "".join(f'<link:loc xlink:type="locator" xlink:label="{k}" xlink:href="{v}"/>' for k, v in locs.items())
    arc_xml = "".join(
        f'<link:definitionArc xlink:type="arc" xlink:arcrole="{rc}" xlink:from="{a}" xlink:to="{b}" order="{i}"/>'
        for i, (a, b) in enumerate(arcs, 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:link="http://www.xbrl.org/2003/linkbase" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:dqcrules="http://fasb.org/dqcrules/2024" '
        'xmlns:us-gaap="http://fasb.org/us-gaap/2024" xmlns:srt="http://fasb.org/srt/2024" '
        'targetNamespace="http://fasb.org/dqcrules-0015/2024"><xs:annotation><xs:appinfo><link:linkbase>'
        f'<link:definitionLink xlink:type="extended" xlink:role="http://fasb.org/us-gaap/role/dqc/0015">'
        f"{loc_xml}{arc_xml}</link:definitionLink>"
        '<link:referenceLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">'
        f'<link:loc xlink:type="locator" xlink:label="strings" xlink:href="{locs["strings"]}"/>'
        '<link:reference xlink:type="resource" xlink:label="r1" xlink:role="http://fasb.org/us-gaap/role/dqc/'
        'ruleExclusions"><dqcrules:allowableSubString>zetacarveout omegaholdback</dqcrules:allowableSubString>'
        "</link:reference>"
        '<link:referenceArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/concept-reference" '
        'xlink:from="strings" xlink:to="r1"/></link:referenceLink>'
        "</link:linkbase></xs:appinfo></xs:annotation></xs:schema>"
    ).encode()


@pytest.fixture(scope="module")
def graph(tmp_path_factory, registry):
    s = open_store(make_settings(tmp_path_factory.mktemp("excl")), registry)
    folder = _filing().write(tmp_path_factory.mktemp("excl-filing"))
    load_filing(s, parse_filing(folder, accession=ACC), show_progress=False)
    yield s
    s.close()


def _reported(store) -> set[str]:
    res = run_rule(store, "DQC.US.0015", ACC)
    assert res.status == "evaluated"
    contexts = {tuple(sorted(f"{a}={m}" for a, m in dims.items())): cid for cid, (dims, _) in CASES.items()}
    return {contexts[tuple(f.dims)] for f in res.findings if f.dims}


def test_0015_shipped_exclusions_of_each_kind_exempt_one_negative_and_report_the_other(graph):
    # Without the DQC rules taxonomy's 0015 data in the graph, the shipped list decides: the 2024 constants'
    # own additions ('basisswap', 'unfunded', InvestmentIdentifierAxis) and the srt ConsolidatedEntitiesAxis pairs
    # exempt; a member, axis or pair nobody lists is reported.
    assert _reported(graph) == {cid for cid, (_, excluded) in CASES.items() if excluded is not True}


def test_0015_exclusions_the_rules_taxonomy_states_are_walked_from_the_graph(graph):
    # With the rule data loaded, its members (also below a nested group element: descendants), axes, axis-member
    # children and member-name strings exempt too; the others are still reported.
    load_rules(graph, parse_rules_files([("dqcrules/dqcrules-0015-2024.xsd", _rules_schema())], "us-gaap-2024"))
    assert _reported(graph) == {cid for cid, (_, excluded) in CASES.items() if excluded is False}
