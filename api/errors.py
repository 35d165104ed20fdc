"""The one place HTTP statuses are assigned to auditgraph errors; every error is RFC 9457 problem+json."""

from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from auditgraph.agents.backends import BackendError
from auditgraph.api.models import Problem
from auditgraph.errors import (
    AuditgraphError,
    DiskFull,
    Forbidden,
    InputError,
    NotFound,
    QueryError,
    QueryTimeout,
    RuleNotEvaluable,
    StoreUnavailable,
)

logger = logging.getLogger("auditgraph.api")

PROBLEM_MEDIA_TYPE = "application/problem+json"

# Most specific class first. InputError is 400 (a bad value the caller sent, e.g. an unknown rule name);
# request bodies and parameters that fail validation are 422.
STATUS_BY_ERROR: tuple[tuple[type[AuditgraphError], int], ...] = (
    (NotFound, 404),
    (Forbidden, 403),
    (DiskFull, 507),  # Insufficient Storage: the data folder is full; what was completed before is intact
    (StoreUnavailable, 503),
    (RuleNotEvaluable, 409),
    (QueryTimeout, 504),  # the engine stopped a query at its time limit (e.g. CYPHER_TIMEOUT_S on /cypher)
    (QueryError, 400),
    (InputError, 400),
    (BackendError, 502),  # the LLM endpoint failed after its retries
    (AuditgraphError, 500),
)


def status_of(exc: AuditgraphError) -> int:
    return next(status for cls, status in STATUS_BY_ERROR if isinstance(exc, cls))


def problem_response(
    request: Request,
    status: int,
    detail: str | None,
    *,
    code: str | None = None,
    errors: list[dict[str, Any]] | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    body = Problem(
        type=f"/problems/{code}" if code else "about:blank",
        title=HTTPStatus(status).phrase,
        status=status,
        detail=detail,
        instance=request.url.path,
        code=code,
        errors=errors,
    )
    return JSONResponse(
        body.model_dump(exclude_none=True), status_code=status, media_type=PROBLEM_MEDIA_TYPE, headers=headers
    )


def _jsonable_errors(errors: list[Any]) -> list[dict[str, Any]]:
    out = []
    for e in errors:
        out.append(
            {"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", "")), "type": str(e.get("type", ""))}
        )
    return out


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AuditgraphError)
    async def auditgraph_error(request: Request, exc: AuditgraphError) -> JSONResponse:
        status = status_of(exc)
        if status >= 500:
            logger.error("request failed", extra={"fields": {"path": request.url.path, "error": exc.message}})
        headers = {"Retry-After": "5"} if status == 503 else None
        return problem_response(request, status, exc.message, code=exc.code, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def request_invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = _jsonable_errors(list(exc.errors()))
        summary = "; ".join(f"{'.'.join(e['loc'])}: {e['msg']}" for e in errors[:5])
        return problem_response(request, 422, summary or "invalid request", code="input_error", errors=errors)

    @app.exception_handler(ValidationError)
    async def model_invalid(request: Request, exc: ValidationError) -> JSONResponse:
        errors = _jsonable_errors(list(exc.errors(include_url=False)))
        summary = "; ".join(f"{'.'.join(e['loc'])}: {e['msg']}" for e in errors[:5])
        return problem_response(request, 422, summary or "invalid input", code="input_error", errors=errors)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {401: "unauthorized", 404: "not_found", 405: "method_not_allowed"}.get(exc.status_code)
        return problem_response(
            request,
            exc.status_code,
            str(exc.detail) if exc.detail else None,
            code=code,
            headers=dict(exc.headers) if exc.headers else None,
        )
