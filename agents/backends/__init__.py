"""Chat backends: one interface for an OpenAI-compatible endpoint and the offline policy.

``complete(role, system, messages, tools)`` takes the role (``compliance``, ``forensic`` or
``senior``), the system prompt, the conversation in OpenAI chat shape and the tool specs the role
may call, and returns one :class:`~agents.messages.AssistantMessage` (text and/or tool calls).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

from auditgraph.agents.messages import AssistantMessage
from auditgraph.errors import AuditgraphError, InputError

BackendKind = Literal["offline", "openai"]


class BackendError(AuditgraphError):
    """The model endpoint failed after every retry, or answered with something unusable."""

    code = "backend_error"


@runtime_checkable
class ChatBackend(Protocol):
    name: str
    model: str

    def complete(self, role: str, system: str, messages: list[dict], tools: list[dict]) -> AssistantMessage: ...


def default_kind(api_key: str | None) -> BackendKind:
    """The OpenAI-compatible backend when a key is configured, else the offline policy."""
    return "openai" if api_key else "offline"


def make_backend(
    kind: BackendKind | None,
    *,
    api_key: str | None = None,
    base_url: str | None = None,
    model: str = "gpt-4o-mini",
    cache_dir: Path | None = None,
    timeout_s: float = 120.0,
    max_tokens: int | None = None,
    max_retries: int = 3,
) -> ChatBackend:
    """Build a backend from settings-like values; ``kind=None`` picks by whether a key is set.

    LLM calls are cached on disk in ``cache_dir`` (DESIGN §6); the offline policy is deterministic
    and cheap, so it is not cached. ``timeout_s``, ``max_tokens`` (per turn; None: the role's
    default) and ``max_retries`` apply to the OpenAI-compatible endpoint only.
    """
    kind = kind or default_kind(api_key)
    if kind == "offline":
        from auditgraph.agents.backends.offline import OfflineBackend

        return OfflineBackend()
    if kind == "openai":
        if not api_key:
            raise InputError("the openai backend needs an API key (AUDITGRAPH_LLM_API_KEY)")
        from auditgraph.agents.backends.cache import CachedBackend
        from auditgraph.agents.backends.openai_backend import OpenAIBackend

        backend: ChatBackend = OpenAIBackend(
            api_key=api_key,
            base_url=base_url,
            model=model,
            timeout_s=timeout_s,
            max_tokens=max_tokens,
            max_retries=max_retries,
        )
        return CachedBackend(backend, cache_dir) if cache_dir is not None else backend
    raise InputError(f"unknown backend {kind!r}; use offline or openai", backend=kind)
