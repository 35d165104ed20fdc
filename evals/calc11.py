"""XBRL Calculations 1.1 beside its peer: duplicate, context and excess-digit cases (issue #25 items 2–4), each
concluded by the spec, by auditgraph's XBRL.CALC11 and by Arelle (``--calc c11r``) — ``auditgraph eval calc11``.

One network, Assets = AssetsCurrent + AssetsNoncurrent (weights 1), and one instant per case, so each case is one
binding. The numbers are the issue's, justified from the spec (Calculations 1.1 §2.3–2.5: a fact with decimals d
stands for [v − ½·10^−d, v + ½·10^−d]; duplicates intersect their intervals; a value with digits below its
decimals is calc11e:excessDigits). Used by tests/integration/test_calc11_fidelity.py, by the Arelle peer comparison
(tests/conformance/test_calc11_arelle.py) and by ``auditgraph eval calc11`` (:func:`evaluate_calc11`).
"""

from __future__ import annotations

import importlib.util
import tempfile
from dataclasses import dataclass
from pathlib import Path

from auditgraph.evals.synthetic import Context, Filing, fiscal_year
from auditgraph.settings import Settings

NIL = "__nil__"

# period -> what the case is and what Calculations 1.1 concludes for its binding
CASES = {
    # 3,000,000 (d −6) and 3,500,000 (d −3): [2.5m, 3.5m] ∩ [3,499,500, 3,500,500] = [3,499,500, 3,500,000];
    # items 2,000,000 + 1,500,000 (d −3) span [3,499,000, 3,501,000]: they overlap — consistent.
    "20231130": ("duplicates whose intervals intersect, items agree", "consistent"),
    # same totals, items 2,000,000 + 1,600,000 span [3,599,000, 3,601,000]: no overlap — inconsistent.
    "20231031": ("duplicates whose intervals intersect, items disagree", "inconsistent"),
    # 2,000 (d −3) and 1,500 (d −2): [1,500, 2,500] ∩ [1,450, 1,550] = [1,500, 1,550]; items 1,000 + 460 (INF)
    # sum to exactly 1,460, outside — inconsistent (keeping only the more precise 1,500 would call it consistent).
    "20230930": ("duplicates narrow the interval", "inconsistent"),
    # a nil duplicate of 1,460: not a consistent duplicate; the binding cannot be evaluated.
    "20230831": ("nil duplicate of a value", "not_evaluable"),
    # 1,234 with decimals −3 has digits below its precision: calc11e:excessDigits, binding left out.
    "20230731": ("excess digits", "excessDigits"),
    # total in context D1, items in D2: different ids, s-equal content (same entity, instant, no segment) — they
    # bind; 100 vs 60 + 30 (INF) is inconsistent.
    "20230630": ("s-equal contexts with different ids", "inconsistent"),
}


def calc11_cases_filing() -> Filing:
    f = Filing(prefix="cfid")
    f.roles = {"BS": "0000010 - Statement - Balance Sheet"}
    fiscal_year(f)
    for instant, cid in (
        ("2023-11-30", "A1"),
        ("2023-10-31", "A2"),
        ("2023-09-30", "B"),
        ("2023-08-31", "C"),
        ("2023-07-31", "E"),
        ("2023-06-30", "D1"),
        ("2023-06-30", "D2"),
    ):
        f.contexts.append(Context(cid, instant=instant))
    a, ac, anc = "us-gaap:Assets", "us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"
    f.facts += [
        (a, "A1", "USD", "-6", "3000000"),
        (a, "A1", "USD", "-3", "3500000"),
        (ac, "A1", "USD", "-3", "2000000"),
        (anc, "A1", "USD", "-3", "1500000"),
        (a, "A2", "USD", "-6", "3000000"),
        (a, "A2", "USD", "-3", "3500000"),
        (ac, "A2", "USD", "-3", "2000000"),
        (anc, "A2", "USD", "-3", "1600000"),
        (a, "B", "USD", "-3", "2000"),
        (a, "B", "USD", "-2", "1500"),
        (ac, "B", "USD", "INF", "1000"),
        (anc, "B", "USD", "INF", "460"),
        (a, "C", "USD", "0", "1460"),
        (a, "C", "USD", None, NIL),
        (ac, "C", "USD", "0", "1000"),
        (anc, "C", "USD", "0", "460"),
        (a, "E", "USD", "-3", "1234"),
        (ac, "E", "USD", "INF", "1000"),
        (anc, "E", "USD", "INF", "234"),
        (a, "D1", "USD", "INF", "100"),
        (ac, "D2", "USD", "INF", "60"),
        (anc, "D2", "USD", "INF", "30"),
    ]
    f.calc = {"BS": [(a, ac, 1.0), (a, anc, 1.0)]}
    f.pres = {"BS": [("us-gaap:StatementOfFinancialPositionAbstract", a), (a, ac), (a, anc)]}
    return f


def write_calc11_cases(folder: Path) -> Path:
    """Write the filing; a value of NIL becomes an ``xsi:nil`` fact (the synthetic writer has no nil facts)."""
    out = calc11_cases_filing().write(folder)
    for inst in sorted(Path(out).glob("*.xml")):
        text = inst.read_text(encoding="utf-8")
        if NIL not in text:
            continue
        text = text.replace(
            f'unitRef="USD">{NIL}</us-gaap:Assets>',
            'unitRef="USD" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>',
        )
        inst.write_text(text, encoding="utf-8")
    return out


# --- Arelle as an offline peer -------------------------------------------------------------------------------
# The instance points at the official us-gaap schema; offline, Arelle gets a small local schema declaring just
# the four concepts the cases use (monetary, instant, debit, nillable — as in us-gaap), and the hrefs are
# rewritten to it. dei facts stay undeclared (Arelle reports that, and it does not touch the calculations).
STUB = (
    """<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
 targetNamespace="http://fasb.org/us-gaap/2023" elementFormDefault="qualified">
<xs:import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
"""
    + "".join(
        f'<xs:element id="us-gaap_{n}" name="{n}" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item" '
        f'xbrli:periodType="instant" xbrli:balance="debit" nillable="true"/>\n'
        for n in ("Assets", "AssetsCurrent", "AssetsNoncurrent")
    )
    + (
        '<xs:element id="us-gaap_StatementOfFinancialPositionAbstract" name="StatementOfFinancialPositionAbstract" '
        'type="xbrli:stringItemType" substitutionGroup="xbrli:item" xbrli:periodType="duration" abstract="true" '
        'nillable="true"/>\n</xs:schema>\n'
    )
)
CONTEXT_PERIOD = {
    "A1": "20231130",
    "A2": "20231031",
    "B": "20230930",
    "C": "20230831",
    "E": "20230731",
    "D1": "20230630",
    "D2": "20230630",
}
ARELLE_CODE_OUTCOME = {
    "calc11e:inconsistentCalculationUsingRounding": "inconsistent",
    "oime:disallowedDuplicateFacts": "not_evaluable",
    "calc11e:excessDigits": "excessDigits",
}


def arelle_outcomes(folder: Path) -> dict[str, str]:
    """Run Arelle (``--calc c11r``, offline) on the cases filing in a subprocess; the outcome per case period."""
    import re
    import subprocess
    import sys

    out = write_calc11_cases(folder)
    (out / "us-gaap-stub.xsd").write_text(STUB, encoding="utf-8")
    for doc in sorted(out.glob("cfid-*")):
        doc.write_text(
            doc.read_text(encoding="utf-8").replace(
                "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd", "us-gaap-stub.xsd"
            ),
            encoding="utf-8",
        )
    log = out / "arelle.log"
    code = "from arelle import CntlrCmdLine; import sys; CntlrCmdLine.parseAndRun(sys.argv[1:])"
    instance = next(p for p in sorted(out.glob("cfid-*.xml")) if "_" not in p.name)  # not the linkbases
    subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            "--file",
            str(instance),
            "--validate",
            "--calc",
            "c11r",
            "--internetConnectivity",
            "offline",
            "--logFile",
            str(log),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    got = {p: "consistent" for p in CASES}
    for line in log.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\[([^\]]+)\]", line)
        if not m or m.group(1) not in ARELLE_CODE_OUTCOME:
            continue
        ctx = re.search(r"context (\w+)", line) or re.search(r", (\w+)\. - ", line)
        if ctx and ctx.group(1) in CONTEXT_PERIOD:
            got[CONTEXT_PERIOD[ctx.group(1)]] = ARELLE_CODE_OUTCOME[m.group(1)]
    return got


# --- the evaluation: the spec, auditgraph and Arelle side by side ------------------------------------------------
def outcomes_of(result) -> dict[str, str]:
    """XBRL.CALC11's conclusion per case period from its findings and not-evaluable entries."""
    got = {}
    for p in CASES:
        kinds = {f.element_id.rsplit(".", 1)[-1] for f in result.findings if f.period == p}
        got[p] = (
            "excessDigits"
            if kinds == {"excessDigits"}
            else "inconsistent"
            if kinds
            else "not_evaluable"
            if any(n.period == p for n in result.not_evaluable)
            else "consistent"
        )
    return got


@dataclass
class Calc11Report:
    rows: list[tuple[str, str, str, str, str | None]]  # period, case, spec, auditgraph, arelle (None: not installed)
    peer: str | None

    @property
    def agreeing(self) -> int:
        return sum(1 for _, _, spec, ours, peer in self.rows if ours == spec and peer in (None, spec))

    def to_dict(self) -> dict:
        return {
            "peer": self.peer,
            "cases": len(self.rows),
            "agreeing": self.agreeing,
            "rows": [dict(zip(("period", "case", "spec", "auditgraph", "arelle"), r)) for r in self.rows],
        }


def evaluate_calc11(settings: Settings, *, with_peer: bool = True) -> Calc11Report:
    """Load the cases filing into a temporary embedded graph, run XBRL.CALC11, and (when arelle-release is
    installed and ``with_peer``) run Arelle on the same documents."""
    from auditgraph.cypher.context import open_graph
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.rules.engine import run_rule

    peer = "arelle" if with_peer and importlib.util.find_spec("arelle") is not None else None
    with tempfile.TemporaryDirectory(prefix="ag-calc11-") as tmp:
        s = settings.model_copy(
            update={
                "data_dir": Path(tmp) / "graph",
                "graph_uri": "embedded",
                "neo4j_uri": None,
                "graph_name": "auditgraph_calc11",
                "embedded_idle_s": 0.0,
            }
        )
        store = open_graph(s)
        try:
            parsed = parse_filing(write_calc11_cases(Path(tmp) / "ours"), accession="CALC11-CASES")
            load_filing(store, parsed, show_progress=False)
            ours = outcomes_of(run_rule(store, "XBRL.CALC11", parsed.accession))
        finally:
            store.close()
        theirs = arelle_outcomes(Path(tmp) / "arelle") if peer else {}
    rows = [(p, what, spec, ours[p], theirs.get(p)) for p, (what, spec) in CASES.items()]
    return Calc11Report(rows=rows, peer=peer)
