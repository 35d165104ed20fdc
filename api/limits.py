"""Request-size and JSON-depth limits, enforced before FastAPI parses a body.

A body larger than ``api_max_body_bytes`` is 413 (refused from its Content-Length, or as soon as a chunked
body passes the limit, so at most the limit is ever held); a JSON body nested deeper than
``api_max_json_depth`` is 422 before ``json.loads`` sees it (deep nesting makes the parser recurse, and a
RecursionError would be a 500). The settings are read per request from ``app.state.settings``.
"""

from __future__ import annotations

import json
import re
from http import HTTPStatus

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from auditgraph.api.errors import PROBLEM_MEDIA_TYPE

_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


def json_depth(body: bytes) -> int:
    """The deepest nesting of arrays and objects in a JSON text (strings skipped; no parsing)."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_JSON_STRING.sub(b'""', body)):
        if m.group() in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


async def _problem(scope: Scope, send: Send, status: int, code: str, detail: str) -> None:
    body = json.dumps(
        {
            "type": f"/problems/{code}",
            "title": HTTPStatus(status).phrase,
            "status": status,
            "detail": detail,
            "instance": scope.get("path", ""),
            "code": code,
        }
    ).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class RequestLimits:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        settings = scope["app"].state.settings
        limit, max_depth = settings.api_max_body_bytes, settings.api_max_json_depth
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            await _problem(
                scope,
                send,
                413,
                "payload_too_large",
                f"request body of {declared.decode(errors='replace')[:20]} bytes is over the {limit}-byte limit",
            )
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await _problem(scope, send, 413, "payload_too_large", f"request body is over the {limit}-byte limit")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if b"json" in headers.get(b"content-type", b"").lower() or body[:1] in (b"{", b"["):
            depth = json_depth(body)
            if depth > max_depth:
                await _problem(
                    scope,
                    send,
                    422,
                    "input_error",
                    f"JSON body nested {depth} levels deep; at most {max_depth} are accepted",
                )
                return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)
