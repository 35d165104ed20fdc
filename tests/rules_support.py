"""Helpers shared by the rule tests: read a fact, diff findings of a seeded copy against the clean filing."""

from __future__ import annotations

from auditgraph.rules.engine import run_rule


def fact(store, key):
    rows = store.run_read_only_text(
        "MATCH (f:Fact {key: $k}) RETURN f.context_id AS context, f.value AS value, "
        "f.decimals AS decimals, f.concept AS concept, f.unit AS unit",
        {"k": key},
        10,
        1,
    )
    assert rows, key
    return rows[0]


def facts_of(store, accession, concept, period=None):
    rows = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: $c}) RETURN f.key AS key, f.value AS value, f.dims AS dims, "
        "f.context_id AS context, f.period AS period, f.decimals AS decimals ORDER BY key",
        {"a": accession, "c": concept},
        10,
        1000,
    )
    return [r for r in rows if period is None or r["period"] == period]


def new_findings(store, rule, clean_acc, seeded_acc):
    clean = {(f.concept, f.period, f.role, tuple(f.dims)) for f in run_rule(store, rule, clean_acc).findings}
    seeded = run_rule(store, rule, seeded_acc).findings
    return [f for f in seeded if (f.concept, f.period, f.role, tuple(f.dims)) not in clean]
