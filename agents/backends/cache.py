"""Disk cache of model calls, keyed by sha256 of (role, model, system prompt, messages, tool names).

A cached answer is replayed byte for byte, so re-running an audit or an evaluation against the
same endpoint and model costs nothing and gives the same trajectory. Entries are one JSON file
each, written atomically (temp file + rename), under ``<cache_dir>/<key[:2]>/<key>.json``.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from auditgraph.agents.backends import ChatBackend
from auditgraph.agents.messages import AssistantMessage, dumps
from auditgraph.agents.toolbox import spec_name


def cache_key(role: str, model: str, system: str, messages: list[dict], tools: list[dict]) -> str:
    payload = {
        "role": role,
        "model": model,
        "system": system,
        "messages": messages,
        "tools": sorted(spec_name(t) for t in tools),
    }
    return hashlib.sha256(dumps(payload).encode("utf-8")).hexdigest()


class CachedBackend:
    """Wraps a backend; answers from disk when the same call was made before."""

    def __init__(self, inner: ChatBackend, cache_dir: Path) -> None:
        self.inner = inner
        self.cache_dir = Path(cache_dir)
        self.name = inner.name
        self.model = inner.model
        self.hits = 0
        self.misses = 0

    def path_for(self, key: str) -> Path:
        return self.cache_dir / key[:2] / f"{key}.json"

    def complete(self, role: str, system: str, messages: list[dict], tools: list[dict]) -> AssistantMessage:
        path = self.path_for(cache_key(role, self.model, system, messages, tools))
        if path.is_file():
            self.hits += 1
            return AssistantMessage.model_validate_json(path.read_text(encoding="utf-8"))
        self.misses += 1
        answer = self.inner.complete(role, system, messages, tools)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(dumps(answer.model_dump(mode="json")))
        os.replace(tmp, path)
        return answer
