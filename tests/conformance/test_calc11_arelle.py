"""XBRL.CALC11 against Arelle (arelle-release, ``--calc c11r``) on the duplicate / context / excess-digit cases.

Arelle is the peer, not a dependency: it is in the ``bench`` extra, and this test skips without it. The cases
and their spec reasoning are in tests/calc11_cases.py; tests/integration/test_calc11_fidelity.py shows auditgraph
concludes the same table, this test that Arelle does.
"""
from __future__ import annotations

import importlib.util

import pytest

from auditgraph.rules.engine import run_rule
from tests.calc11_cases import CASES, arelle_outcomes, write_calc11_cases

pytestmark = pytest.mark.skipif(importlib.util.find_spec("arelle") is None,
                                reason="arelle-release is not installed (pip install -e '.[bench]')")


def _auditgraph_outcomes(res) -> dict[str, str]:
    got = {}
    for p in CASES:
        kinds = {f.element_id.rsplit(".", 1)[-1] for f in res.findings if f.period == p}
        got[p] = ("excessDigits" if kinds == {"excessDigits"} else "inconsistent" if kinds
                  else "not_evaluable" if any(n.period == p for n in res.not_evaluable) else "consistent")
    return got


def test_calc11_agrees_with_arelle_on_duplicates_contexts_and_excess_digits(store, loaded, seed, tmp_path):
    # ``loaded`` first: the shared taxonomy and filings must be in the session graph before this synthetic filing's
    # locator-only us-gaap concepts are (a concept node is merged once; the taxonomy's declaration must win).
    ours = _auditgraph_outcomes(run_rule(store, "XBRL.CALC11",
                                         seed(write_calc11_cases(tmp_path / "ours"), "SYN-CALC11-ARELLE")))
    assert ours == arelle_outcomes(tmp_path / "arelle") == {p: o for p, (_, o) in CASES.items()}
