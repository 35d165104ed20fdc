"""Issue #25 item 5: a check that is not evaluable is no evidence of consistency.

A balance-sheet total whose calculation check cannot run (no children reported in the sheet) and whose only
evaluated check is the sign rule: the verdict must list which checks ran and which could not (and why), and the
trust must be lower than when the calculation check did run and agreed.
"""

from __future__ import annotations

from auditgraph.agents.backends.offline import OfflineBackend
from auditgraph.agents.protocol import AuditFlow, AuditQuery
from tests.agents_doubles import FactSheetToolBox, SheetFact

ACC, END = "0000000000-23-000001", "20231231"
A, AC, ANC = "us-gaap:Assets", "us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"


def _sheet(children: bool) -> FactSheetToolBox:
    facts = [SheetFact(A, END, 300e6)]
    if children:
        facts += [SheetFact(AC, END, 100e6), SheetFact(ANC, END, 200e6)]
    return FactSheetToolBox(
        accession=ACC, cik="1", facts=facts, calc={A: [(AC, 1.0), (ANC, 1.0)]}, non_negative=frozenset({A})
    )


def _audit(children: bool):
    return AuditFlow(_sheet(children), OfflineBackend()).run(AuditQuery(accession=ACC, concept=A, period=END))


def test_audit_lists_the_checks_that_ran_and_those_that_could_not_with_the_reason():
    result = _audit(children=False)
    by_tool = {c.tool: c for c in result.checks}
    assert by_tool["check_sign"].status == "evaluated"
    assert (
        by_tool["check_calc_tree"].status == "not_evaluable"
        and "no reported children" in by_tool["check_calc_tree"].reason
    )
    assert by_tool["check_dim_consistency"].status == "not_evaluable"


def test_trust_of_a_sign_check_alone_is_below_that_of_an_agreeing_calculation_check():
    sign_only, calc_ran = _audit(children=False), _audit(children=True)
    assert calc_ran.verdict == "consistent"
    # The sign rule cannot show that a total adds up: its evidence for "consistent" is weaker, and the fused
    # trust says so; it is never as high as when the calculation was actually checked.
    assert sign_only.tau < calc_ran.tau
    assert sign_only.tau < 0.9
