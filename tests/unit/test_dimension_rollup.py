"""DQC.US.0117 roll-up: nested members count under their top-level ancestor, at the highest reported level."""
from __future__ import annotations

from auditgraph.rules.engine import _reported_ancestor_below, _top_level

# Domain D: A (top) -> A1 -> A1x, and B (top).
EDGES = [{"domain": "D", "parent": "D", "member": "A"}, {"domain": "D", "parent": "A", "member": "A1"},
         {"domain": "D", "parent": "A1", "member": "A1x"}, {"domain": "D", "parent": "D", "member": "B"}]


def test_top_level_ancestors_and_parents_of_a_member_tree():
    top, parent_of, domains, tops = _top_level(EDGES)
    assert top == {"A": "A", "A1": "A", "A1x": "A", "B": "B"}
    assert parent_of == {"A": "D", "A1": "A", "A1x": "A1", "B": "D"}
    assert (domains, tops) == ({"D"}, {"A", "B"})


def test_a_nested_fact_is_not_used_when_a_member_above_it_is_reported():
    _, parent_of, _, _ = _top_level(EDGES)
    reported = {"A1": {}, "A1x": {}}
    assert _reported_ancestor_below("A1x", "A", parent_of, reported) is True
    assert _reported_ancestor_below("A1", "A", parent_of, reported) is False
    assert _reported_ancestor_below("A1x", "A", parent_of, {"A1x": {}}) is False
