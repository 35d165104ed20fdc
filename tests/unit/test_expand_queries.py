"""The per-label traverse.expand_* queries (one per label so that a hop runs only the lookups its frontier needs)
are one query written out eight times: they must stay identical apart from the label and its key property, so a
change to what a neighbourhood reads cannot reach some labels and miss others."""

from __future__ import annotations

import re

from auditgraph.api.neighbourhood_groups import FRONTIER_PARAM, KEY_PROPERTY
from auditgraph.cypher.registry import QueryRegistry

_ANCHOR = re.compile(r"MATCH \(n:(\w+) \{(\w+): k\}\)-\[r\]-\(m\)")


def _body(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("//"))


def test_every_label_but_concept_has_its_expand_query_anchored_on_its_key():
    registry = QueryRegistry.load()
    for label, param in FRONTIER_PARAM.items():
        if label == "Concept":  # traverse.expand_concepts: bounded tiers of its own
            continue
        query = registry.get(f"traverse.expand_{param}")
        anchor = _ANCHOR.search(query.text)
        assert anchor is not None and anchor.groups() == (label, KEY_PROPERTY[label]), query.name
        assert query.params == ("keys", "types", "limit")


def test_the_expand_queries_differ_only_in_their_anchor():
    registry = QueryRegistry.load()
    bodies = {}
    for label, param in FRONTIER_PARAM.items():
        if label == "Concept":
            continue
        text = _body(registry.get(f"traverse.expand_{param}").text)
        bodies[param] = _ANCHOR.sub("MATCH (n:LABEL {KEY: k})-[r]-(m)", text)
    reference = bodies["facts"]
    assert {param for param, body in bodies.items() if body != reference} == set()
    assert registry.get("traverse.expand_facts").returns == registry.get("traverse.expand_concepts").returns
