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


# The shared filings (folder names under ../shared/data/filings, the keys of the ``loaded`` fixture). The four 2023
# filings use a us-gaap release of 2018 or later; the three from 2010-2015 come before many DQC rules' effective dates.
RECENT_FILINGS = ["aapl-10k-2023", "aapl-10q-2023", "aeon-10q-2023", "nflx-10k-2023"]
OLDER_FILINGS = ["msft-10k-2015", "nflx-10q-2010", "unp-10k-2012"]
SHARED_FILINGS = sorted(RECENT_FILINGS + OLDER_FILINGS)
