"""DQC.US.0090 (lease liability payments due) and 0099 (statements without calculations)."""

from __future__ import annotations

from auditgraph.rules.engine import run_rule


def test_explore(store, loaded):
    for folder, acc in sorted(loaded.items()):
        for rule in ("DQC.US.0090", "DQC.US.0099"):
            res = run_rule(store, rule, acc)
            print("\n==", folder, rule, res.status, res.reason, res.evaluated, res.passed)
            for f in res.findings:
                print("  F", f.element_id, f.concept, f.period, f.role, f.reported, f.expected)
                print("   ", f.message[:600].replace("\n", " | "))
            for n in res.not_evaluable:
                print("  NE", n.concept, n.role, n.reason[:100])
