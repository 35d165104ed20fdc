"""XBRL.CALC11 beside Arelle (arelle-release, --calc c11r, offline) on the Calculations 1.1 cases filing.

    AUDITGRAPH_SHARED_DATA=../shared/data .venv/bin/python -m pytest -q -p no:cacheprovider tests/conformance/test_calc11_arelle.py
    .venv/bin/python bench/calc11_peer.py          # prints each case's outcome for Arelle (needs the bench extra)

The auditgraph side needs a graph (the conformance test above loads the filing into a temporary one); this
script shows the peer's table so the two can be read side by side.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.calc11_cases import CASES, arelle_outcomes  # noqa: E402


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        got = arelle_outcomes(Path(tmp) / "cases")
    print(f"{'period':10} {'case':52} {'spec':14} arelle")
    agree = 0
    for p, (what, expected) in CASES.items():
        agree += got[p] == expected
        print(f"{p:10} {what:52} {expected:14} {got[p]}")
    print(f"{agree}/{len(CASES)} cases agree with the spec table")
    return 0 if agree == len(CASES) else 1


if __name__ == "__main__":
    raise SystemExit(main())
