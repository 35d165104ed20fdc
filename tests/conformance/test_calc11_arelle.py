"""XBRL.CALC11 against Arelle (arelle-release, ``--calc c11r``) on the duplicate / context / excess-digit cases.

Arelle is the peer, not a dependency: it is in the ``bench`` extra, and this test skips without it. The cases
and their spec reasoning are in evals/calc11.py; tests/integration/test_calc11_fidelity.py shows auditgraph
concludes the same table, this test that Arelle does.
"""

from __future__ import annotations

import importlib.util

import pytest

from auditgraph.evals.calc11 import CASES, arelle_outcomes, outcomes_of, write_calc11_cases
from auditgraph.rules.engine import run_rule

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("arelle") is None, reason="arelle-release is not installed (pip install -e '.[bench]')"
)


def test_calc11_agrees_with_arelle_on_duplicates_contexts_and_excess_digits(store, loaded, seed, tmp_path):
    # ``loaded`` first: the shared taxonomy and filings must be in the session graph before this synthetic filing's
    # locator-only us-gaap concepts are (a concept node is merged once; the taxonomy's declaration must win).
    ours = outcomes_of(run_rule(store, "XBRL.CALC11", seed(write_calc11_cases(tmp_path / "ours"), "SYN-CALC11-ARELLE")))
    assert ours == arelle_outcomes(tmp_path / "arelle") == {p: o for p, (_, o) in CASES.items()}
