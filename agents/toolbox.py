"""The agent layer's view of the typed tools (DESIGN §5), and what each auditor role may call.

The agents never talk to the graph: they see a :class:`ToolBox` (``auditgraph.tools.registry.ToolBox`` is the
real one; ``tests/agents_doubles.py`` holds the protocol's test double). Every
observation a tool returns is a JSON-able dict with at least ``tool``, ``status`` (``ok``,
``not_found``, ``not_evaluable``, ``error``), ``message`` and ``evidence`` (fact keys).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from pydantic import ValidationError

from auditgraph.errors import AuditgraphError


@runtime_checkable
class ToolBox(Protocol):
    def specs(self) -> list[dict]:
        """Tool schemas in OpenAI function-calling format, one per tool."""
        ...

    def call(self, name: str, arguments: dict) -> dict:
        """Run one tool; returns a JSON-able observation dict."""
        ...


STATIC_TOOLS: tuple[str, ...] = (
    "search_concepts",
    "lookup_concept_spec",
    "walk_calc_tree",
    "list_dim_axes",
    "find_dqc_rules",
    "get_fact",
    "check_sign",
    "check_calc_tree",
    "check_dim_consistency",
)
DYNAMIC_TOOLS: tuple[str, ...] = (
    "get_fact_history",
    "compare_periods",
    "detect_temporal_outlier",
    "get_dimensional_breakdown",
    "compare_dim_members",
    "check_sibling_math_consistency",
    "check_magnitude_plausibility",
    "check_unit_decimal_consistency",
    "find_related_concepts",
)
# The three deterministic rule checkers whose findings carry DESIGN §4's shape.
CHECKER_RULES: dict[str, str] = {
    "check_sign": "DQC.US.0015",
    "check_calc_tree": "DQC.US.0126",
    "check_dim_consistency": "DQC.US.0117",
}
FINALIZE = "finalize"
OBSERVATION_STATUSES = ("ok", "not_found", "not_evaluable", "error")


@dataclass(frozen=True)
class Role:
    """An auditor role: which tools it may call and which must have run before ``finalize``."""

    name: str
    allowed: tuple[str, ...]
    required: tuple[str, ...]
    search_policy: str


COMPLIANCE = Role(
    name="compliance",
    allowed=STATIC_TOOLS,
    required=("check_sign", "check_calc_tree", "check_dim_consistency"),
    search_policy="specification-first",
)
FORENSIC = Role(
    name="forensic",
    allowed=STATIC_TOOLS + DYNAMIC_TOOLS,
    required=("check_sign", "check_calc_tree", "check_dim_consistency", "get_fact_history"),
    search_policy="evidence-first",
)
JUNIOR_ROLES: tuple[Role, ...] = (COMPLIANCE, FORENSIC)
SENIOR = "senior"


def spec_name(spec: dict) -> str:
    return str(spec.get("function", {}).get("name", ""))


def role_specs(toolbox: ToolBox, role: Role) -> list[dict]:
    """The toolbox's specs that ``role`` may call, sorted by name, plus nothing else.

    Raises when a tool the role must run is missing: the gate could never open, so the run is a
    configuration error rather than an audit result.
    """
    by_name = {spec_name(s): s for s in toolbox.specs()}
    missing = sorted(set(role.required) - set(by_name))
    if missing:
        raise AuditgraphError(
            f"toolbox lacks tools the {role.name} auditor must run: {', '.join(missing)}",
            role=role.name,
            missing=missing,
        )
    return [by_name[n] for n in sorted(by_name) if n in role.allowed]


def error_observation(tool: str, message: str, **extra: Any) -> dict:
    return {"tool": tool, "status": "error", "message": message, "evidence": [], **extra}


def call_tool(toolbox: ToolBox, name: str, arguments: dict) -> dict:
    """Call a tool; a project error or an input validation error becomes an ``error`` observation.

    The model chose the arguments, so a rejected input is something it must see and correct, not
    a crash of the audit. Any other exception is a bug in a tool and propagates.
    """
    try:
        observation = toolbox.call(name, arguments)
    except AuditgraphError as exc:
        return error_observation(name, exc.message, error=exc.to_dict())
    except ValidationError as exc:
        return error_observation(
            name,
            f"invalid arguments: {exc.error_count()} error(s)",
            error={"code": "input_error", "detail": json.loads(exc.json(include_url=False))},
        )
    if not isinstance(observation, dict):
        raise AuditgraphError(f"tool {name} returned {type(observation).__name__}, not a dict", tool=name)
    return observation
