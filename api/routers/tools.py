"""The typed tools over HTTP: their schemas, and calling one."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Path

from auditgraph.api.deps import ToolBoxDep
from auditgraph.api.models import AAPL_2023, ToolObservationOut, ToolSpec
from auditgraph.api.openapi import problems
from auditgraph.errors import NotFound
from auditgraph.tools.registry import TOOLS_BY_NAME, tool_names

router = APIRouter(tags=["tools"])

_EXAMPLES = {
    "get_fact": {
        "summary": "get_fact: Apple total assets, 2023-09-30",
        "value": {"accession": AAPL_2023, "concept": "us-gaap:Assets", "period": "20230930"},
    },
    "check_calc_tree": {
        "summary": "check_calc_tree: DQC.US.0126 on Apple total assets",
        "value": {"accession": AAPL_2023, "concept": "us-gaap:Assets", "period": "20230930"},
    },
    "walk_calc_tree": {
        "summary": "walk_calc_tree: two levels below total assets",
        "value": {"accession": AAPL_2023, "concept": "us-gaap:Assets", "depth": 2},
    },
}


@router.get("/tools", response_model=list[ToolSpec], summary="Tool schemas (OpenAI function-calling format)")
def list_tools(toolbox: ToolBoxDep) -> list[dict[str, Any]]:
    """Every tool with its description and JSON-schema parameters, exactly as LLM backends publish them."""
    return toolbox.specs()


@router.post("/tools/{name}", response_model=ToolObservationOut, responses=problems(404), summary="Call a tool")
def call_tool(
    name: Annotated[
        str, Path(max_length=64, description=f"Tool name: {', '.join(tool_names())}", examples=["get_fact"])
    ],
    toolbox: ToolBoxDep,
    arguments: Annotated[
        dict[str, Any],
        Body(description="The tool's arguments (see its parameters in GET /tools)", openapi_examples=_EXAMPLES),
    ],
) -> dict[str, Any]:
    """Run a tool and return its observation. The observation's `status` carries the outcome: `ok`,
    `not_found` (filing, concept or period unknown), `not_evaluable`, or `error` (invalid arguments) —
    all with HTTP 200, because they are answers the caller (an agent) must read. 404 only for an unknown tool."""
    if name not in TOOLS_BY_NAME:
        raise NotFound(f"unknown tool '{name}'; tools: {', '.join(tool_names())}", tool=name)
    return toolbox.call(name, arguments)
