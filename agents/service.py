"""Building an AuditFlow from settings: the one place the CLI and the API share.

``settings`` is anything with the LLM fields of ``auditgraph.settings.Settings``: ``llm_api_key``
(str or SecretStr or None), ``llm_base_url``, ``llm_model``, ``llm_cache_dir`` and ``runs_dir``;
optionally ``llm_timeout_s``, ``llm_max_tokens`` and ``llm_max_retries`` (the endpoint's limits).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from auditgraph.agents.backends import BackendKind, ChatBackend, make_backend
from auditgraph.agents.protocol import AuditFlow, AuditQuery, AuditResult
from auditgraph.agents.toolbox import ToolBox


def _secret(value: Any) -> str | None:
    if value is None:
        return None
    getter = getattr(value, "get_secret_value", None)
    return getter() if callable(getter) else str(value)


def backend_from_settings(settings: Any, kind: BackendKind | None = None) -> ChatBackend:
    """``kind=None``: the OpenAI-compatible backend when a key is configured, else offline."""
    return make_backend(
        kind,
        api_key=_secret(getattr(settings, "llm_api_key", None)),
        base_url=getattr(settings, "llm_base_url", None),
        model=getattr(settings, "llm_model", "gpt-4o-mini"),
        cache_dir=Path(settings.llm_cache_dir) if getattr(settings, "llm_cache_dir", None) else None,
        timeout_s=getattr(settings, "llm_timeout_s", 120.0),
        max_tokens=getattr(settings, "llm_max_tokens", None),
        max_retries=getattr(settings, "llm_max_retries", 3),
    )


def build_flow(
    toolbox: ToolBox,
    settings: Any,
    *,
    backend: BackendKind | None = None,
    max_steps: int = 20,
    max_rounds: int = 3,
    write_artifacts: bool = True,
) -> AuditFlow:
    runs_dir = getattr(settings, "runs_dir", None)
    return AuditFlow(
        toolbox,
        backend_from_settings(settings, backend),
        max_steps=max_steps,
        max_rounds=max_rounds,
        runs_dir=Path(runs_dir) if (write_artifacts and runs_dir) else None,
    )


def run_audit(toolbox: ToolBox, settings: Any, query: AuditQuery, **flow_options: Any) -> AuditResult:
    """One audit, artifacts written to ``settings.runs_dir`` — what ``POST /audits`` calls."""
    return build_flow(toolbox, settings, **flow_options).run(query)
