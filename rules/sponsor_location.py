"""What DQC.US.0052, 0053 and 0055 share: the retirement plan sponsor location axis and its members, as the DQC rules
taxonomy names them for each rule (a group per rule holding the axis, a group named after the axis holding the
members), and the facts qualified by a member of that axis."""

from __future__ import annotations

from auditgraph.rules.ruledata import RuleData
from auditgraph.rules.view import DimFact, FilingView


def axis_and_members(data: RuleData, group: str) -> tuple[str | None, list[str]]:
    axis = next(iter(data.concepts(group)), None)
    return axis, (data.concepts(axis.split(":", 1)[1]) if axis else [])


def facts_with(view: FilingView, axis: str, member: str) -> list[DimFact]:
    dim = f"{axis}={member}"
    return sorted((f for f in view.dimensional if dim in f.dims), key=lambda f: f.key)
