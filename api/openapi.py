"""OpenAPI details FastAPI does not produce on its own: problem+json error responses everywhere."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from auditgraph.api.errors import PROBLEM_MEDIA_TYPE
from auditgraph.api.models import Problem

_PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
# Every operation can answer these: invalid parameters, and an unreachable graph store.
_ALWAYS = (422, 503)


def problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """``responses=`` entries for the error statuses an operation documents."""
    return {
        s: {"description": HTTPStatus(s).phrase, "content": {PROBLEM_MEDIA_TYPE: {"schema": _PROBLEM_REF}}}
        for s in statuses
    }


def install_openapi(app: FastAPI) -> None:
    def build() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = get_openapi(
            title=app.title,
            version=app.version,
            description=app.description,
            routes=app.routes,
            tags=app.openapi_tags,
            servers=app.servers,
        )
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        components["Problem"] = Problem.model_json_schema(ref_template="#/components/schemas/{model}")
        for name in ("HTTPValidationError", "ValidationError"):
            components.pop(name, None)
        for path_item in schema.get("paths", {}).values():
            for op in path_item.values():
                if not isinstance(op, dict) or "responses" not in op:
                    continue
                responses = op["responses"]
                statuses = list(_ALWAYS) + ([401] if op.get("security") else [])
                for s in statuses:
                    responses.setdefault(str(s), problems(s)[s])
                for code, resp in responses.items():
                    if code.isdigit() and int(code) >= 400:
                        resp["content"] = {PROBLEM_MEDIA_TYPE: {"schema": _PROBLEM_REF}}
                        resp.setdefault("description", HTTPStatus(int(code)).phrase)
        app.openapi_schema = schema
        return schema

    app.openapi = build  # type: ignore[method-assign]
