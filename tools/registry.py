"""The tool registry: every typed tool, its OpenAI function-calling schema, and the ToolBox that runs them.

``ToolBox.call`` never raises for anything the caller got wrong: invalid arguments become an ``error``
observation, an unknown filing, concept or period a ``not_found`` observation, a rule that cannot be
evaluated a ``not_evaluable`` one. Only an unreachable store (StoreUnavailable) or a bug propagates.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from auditgraph.errors import InputError, NotFound, RuleNotEvaluable
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore
from auditgraph.tools import checks, consistency, dimensions, facts, search, structure, taxonomy
from auditgraph.tools.context import ToolContext
from auditgraph.tools.models import CheckObservation, Observation, TaxonomyToolInput, ToolInput


@dataclass(frozen=True)
class Tool:
    name: str
    group: Literal["static", "dynamic"]
    input_model: type[BaseModel]
    output_model: type[Observation]
    fn: Callable[[ToolContext, Any], Observation]
    rule: str | None = None  # the DQC rule a checker runs

    @property
    def description(self) -> str:
        """The function's docstring, written for the agent, as one paragraph."""
        return " ".join(inspect.cleandoc(self.fn.__doc__ or self.name).split())

    def parameters(self) -> dict[str, Any]:
        return _clean_schema(self.input_model.model_json_schema())

    def spec(self) -> dict[str, Any]:
        """OpenAI function-calling format."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters()},
        }


def _clean_schema(node: Any, in_properties: bool = False) -> Any:
    """Drop pydantic's generated ``title`` keys (noise for a model); property names stay untouched."""
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k == "title" and not in_properties:
                continue
            out[k] = _clean_schema(v, in_properties=(k == "properties" and not in_properties))
        return out
    if isinstance(node, list):
        return [_clean_schema(v) for v in node]
    return node


TOOLS: tuple[Tool, ...] = (
    # Static: the taxonomy and the filing's own reported facts and rules.
    Tool(
        "search_concepts",
        "static",
        search.SearchConceptsInput,
        search.SearchConceptsObservation,
        search.search_concepts,
    ),
    Tool(
        "lookup_concept_spec",
        "static",
        TaxonomyToolInput,
        taxonomy.ConceptSpecObservation,
        taxonomy.lookup_concept_spec,
    ),
    Tool(
        "walk_calc_tree", "static", structure.WalkCalcTreeInput, structure.CalcTreeObservation, structure.walk_calc_tree
    ),
    Tool("list_dim_axes", "static", TaxonomyToolInput, taxonomy.DimAxesObservation, taxonomy.list_dim_axes),
    Tool("find_dqc_rules", "static", TaxonomyToolInput, taxonomy.DqcRulesObservation, taxonomy.find_dqc_rules),
    Tool("get_fact", "static", facts.FactQueryInput, facts.GetFactObservation, facts.get_fact),
    Tool("check_sign", "static", ToolInput, CheckObservation, checks.check_sign, rule="DQC.US.0015"),
    Tool("check_calc_tree", "static", ToolInput, CheckObservation, checks.check_calc_tree, rule="DQC.US.0126"),
    Tool(
        "check_dim_consistency", "static", ToolInput, CheckObservation, checks.check_dim_consistency, rule="DQC.US.0117"
    ),
    # Dynamic: history, periods, dimensions and plausibility signals.
    Tool("get_fact_history", "dynamic", facts.FactQueryInput, facts.FactHistoryObservation, facts.get_fact_history),
    Tool(
        "compare_periods", "dynamic", facts.ComparePeriodsInput, facts.ComparePeriodsObservation, facts.compare_periods
    ),
    Tool(
        "detect_temporal_outlier",
        "dynamic",
        facts.TemporalOutlierInput,
        facts.TemporalOutlierObservation,
        facts.detect_temporal_outlier,
    ),
    Tool(
        "get_dimensional_breakdown",
        "dynamic",
        dimensions.BreakdownInput,
        dimensions.BreakdownObservation,
        dimensions.get_dimensional_breakdown,
    ),
    Tool(
        "compare_dim_members",
        "dynamic",
        dimensions.CompareMembersInput,
        dimensions.CompareMembersObservation,
        dimensions.compare_dim_members,
    ),
    Tool(
        "check_sibling_math_consistency",
        "dynamic",
        ToolInput,
        consistency.SiblingMathObservation,
        consistency.check_sibling_math_consistency,
    ),
    Tool(
        "check_magnitude_plausibility",
        "dynamic",
        consistency.MagnitudeInput,
        consistency.MagnitudeObservation,
        consistency.check_magnitude_plausibility,
    ),
    Tool(
        "check_unit_decimal_consistency",
        "dynamic",
        ToolInput,
        consistency.UnitDecimalObservation,
        consistency.check_unit_decimal_consistency,
    ),
    Tool(
        "find_related_concepts",
        "dynamic",
        structure.RelatedConceptsInput,
        structure.RelatedConceptsObservation,
        structure.find_related_concepts,
    ),
)
TOOLS_BY_NAME: dict[str, Tool] = {t.name: t for t in TOOLS}


def tool_names() -> list[str]:
    return sorted(TOOLS_BY_NAME)


def tool_specs() -> list[dict[str, Any]]:
    """Every tool's schema in OpenAI function-calling format, sorted by name."""
    return [TOOLS_BY_NAME[n].spec() for n in tool_names()]


def _validation_detail(exc: ValidationError) -> list[dict[str, Any]]:
    return [
        {"loc": [str(p) for p in e["loc"]], "msg": e["msg"], "type": e["type"]} for e in exc.errors(include_url=False)
    ]


class ToolBox:
    """The typed tools over one graph store (the agents' ``ToolBox`` protocol)."""

    def __init__(self, store: GraphStore, settings: Settings) -> None:
        self.context = ToolContext(store=store, settings=settings)

    def specs(self) -> list[dict[str, Any]]:
        return tool_specs()

    def run(self, name: str, arguments: dict[str, Any]) -> Observation:
        """Run one tool and return its observation model (see :meth:`call` for the dict form)."""
        tool = TOOLS_BY_NAME.get(name)
        if tool is None:
            return Observation(
                tool=name,
                status="error",
                message=f"unknown tool '{name}'; tools: {', '.join(tool_names())}",
                error={"code": "not_found", "tool": name},
            )
        if not isinstance(arguments, dict):
            return tool.output_model(
                tool=name, status="error", message="arguments must be a JSON object", error={"code": "input_error"}
            )
        try:
            inp = tool.input_model.model_validate(arguments)
        except ValidationError as exc:
            from auditgraph.validation import describe

            detail = _validation_detail(exc)
            problems = describe(exc)
            return tool.output_model(
                tool=name,
                status="error",
                message=f"invalid arguments: {problems}",
                error={"code": "input_error", "detail": detail},
            )
        try:
            obs = tool.fn(self.context, inp)
        except NotFound as exc:
            return tool.output_model(tool=name, status="not_found", message=exc.message, error=exc.to_dict())
        except RuleNotEvaluable as exc:
            return tool.output_model(tool=name, status="not_evaluable", message=exc.message, error=exc.to_dict())
        except InputError as exc:
            return tool.output_model(tool=name, status="error", message=exc.message, error=exc.to_dict())
        if isinstance(obs, CheckObservation) and obs.rule is None:
            obs.rule = tool.rule
        return obs

    def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """Run one tool; a JSON-able observation dict, never an exception for bad input."""
        return self.run(name, arguments).model_dump(mode="json")


__all__ = ["TOOLS", "TOOLS_BY_NAME", "Tool", "ToolBox", "tool_names", "tool_specs"]
