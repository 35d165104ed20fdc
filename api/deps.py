"""Dependencies, as Annotated aliases routers use directly (``store: StoreDep``).

They are ``async def`` because none of them waits for anything: FastAPI runs a plain ``def`` dependency in its
thread pool, a hand-off to a worker thread and back for each one of every request."""

from __future__ import annotations

import hashlib
import secrets
from typing import Annotated

from fastapi import Depends, HTTPException, Request, Security
from fastapi.security import APIKeyHeader

from auditgraph.errors import StoreUnavailable
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore
from auditgraph.tools.context import ToolContext
from auditgraph.tools.registry import ToolBox

API_KEY_HEADER = "X-API-Key"
api_key_header = APIKeyHeader(
    name=API_KEY_HEADER, auto_error=False, description="One of the keys in AUDITGRAPH_API_KEYS (a JSON list)"
)


async def get_settings(request: Request) -> Settings:
    return request.app.state.settings


async def get_store(request: Request) -> GraphStore:
    store = getattr(request.app.state, "store", None)
    if store is None:
        raise StoreUnavailable("the graph store is not open (the application is starting or stopping)")
    return store


async def get_toolbox(request: Request) -> ToolBox:
    return request.app.state.toolbox


async def get_tool_context(request: Request) -> ToolContext:
    return request.app.state.toolbox.context


def key_matches(given: str, keys: list[str]) -> bool:
    """Constant time in the key's content and position: both sides are hashed to 32 bytes (so no length leaks
    through compare_digest) and every configured key is compared, a match or not (no early exit)."""
    digest = hashlib.sha256(given.encode("utf-8", "surrogatepass")).digest()
    matched = False
    for k in keys:
        matched |= secrets.compare_digest(digest, hashlib.sha256(k.encode("utf-8", "surrogatepass")).digest())
    return matched


async def require_api_key(request: Request, key: Annotated[str | None, Security(api_key_header)] = None) -> None:
    """401 unless the X-API-Key header holds a configured key. With no keys configured, auth is off
    (the app logs a warning at start-up) so a local `auditgraph serve` works out of the box."""
    keys: list[str] = request.app.state.settings.api_keys
    if not keys:
        return
    if key is None or not key_matches(key, keys):
        raise HTTPException(
            status_code=401,
            detail="missing or invalid API key (header X-API-Key)",
            headers={"WWW-Authenticate": f'ApiKey header="{API_KEY_HEADER}"'},
        )


SettingsDep = Annotated[Settings, Depends(get_settings)]
StoreDep = Annotated[GraphStore, Depends(get_store)]
ToolBoxDep = Annotated[ToolBox, Depends(get_toolbox)]
ToolContextDep = Annotated[ToolContext, Depends(get_tool_context)]
ApiKeyDep = Depends(require_api_key)


def period_token(period: str | None) -> str | None:
    """A period query parameter as the graph keys it (2023-09-30 → 20230930). The shape is checked by the
    parameter's pattern; a date that does not exist (2023-02-30) filters to nothing, as 20230230 always did."""
    from auditgraph.periods import lenient_token

    return None if period is None else lenient_token(period)
