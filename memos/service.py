"""Building the memo service from settings: the one place the CLI and the API share."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from auditgraph.memos.memo import MemoService, ModelWriter
from auditgraph.store.base import GraphStore


def model_writer(settings: Any) -> ModelWriter | None:
    """The OpenAI-compatible prose writer when ``AUDITGRAPH_LLM_API_KEY`` is set (calls cached on disk), else None."""
    from auditgraph.agents.service import _secret

    key = _secret(getattr(settings, "llm_api_key", None))
    if not key:
        return None
    from auditgraph.agents.backends.cache import CachedBackend
    from auditgraph.agents.backends.openai_backend import OpenAIBackend

    backend: Any = OpenAIBackend(api_key=key, model=settings.llm_model, base_url=settings.llm_base_url)
    if getattr(settings, "llm_cache_dir", None):
        backend = CachedBackend(backend, Path(settings.llm_cache_dir))
    return ModelWriter(backend=backend, name=f"openai/{settings.llm_model}")


def memo_service(store: GraphStore, settings: Any, *, backend: str | None = None) -> MemoService:
    """``backend``: 'offline' (template), 'openai' (needs a key), None = openai when a key is set."""
    from auditgraph.errors import InputError

    writer = None if backend == "offline" else model_writer(settings)
    if backend == "openai" and writer is None:
        raise InputError(
            "--backend openai needs AUDITGRAPH_LLM_API_KEY (and AUDITGRAPH_LLM_BASE_URL for a non-OpenAI endpoint)"
        )
    return MemoService(store=store, settings=settings, writer=writer)


def intent_parser(settings: Any) -> Any:
    """The model-assisted intent parser when ``AUDITGRAPH_LLM_API_KEY`` is set, else None (deterministic only)."""
    from auditgraph.agents.service import _secret

    key = _secret(getattr(settings, "llm_api_key", None))
    if not key:
        return None
    from auditgraph.memos.intent_model import ModelIntentParser, openai_completer

    return ModelIntentParser(openai_completer(key, settings.llm_model, getattr(settings, "llm_base_url", None)))
