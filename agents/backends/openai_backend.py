"""Backend for any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, llama.cpp, ...).

Temperature 0; 4096 output tokens for a junior turn and 8192 for the senior. Transient failures —
connection errors, timeouts, 429, any 5xx, and a response with no usable message — are retried
with exponential backoff (an empty message that survives every retry is returned as an empty turn,
which the protocol nudges); the client's own retries are off so that every attempt is counted here.
Malformed tool-call *arguments* are not retried: the call comes back with ``parse_error`` set and
the protocol records it and tells the model, which is how a model learns to fix its JSON.

A message with no native ``tool_calls`` is read for calls written in its text (``<tool_call>``
blocks, fenced or bare JSON; see backends.text_calls), as small open models served without a
tool-call parser answer. Those calls go through the same validation as native ones.

On a slow CPU the token budget per turn (``max_tokens``) and the request timeout are what to
lower and raise: a tool call or a verdict needs a few hundred tokens, and a 2-core machine
produces a few to a few tens per second.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import openai

from auditgraph.agents.backends import BackendError
from auditgraph.agents.backends.text_calls import extract_text_calls
from auditgraph.agents.messages import AssistantMessage, ToolCall
from auditgraph.agents.toolbox import spec_name

MAX_TOKENS = {"compliance": 4096, "forensic": 4096, "senior": 8192}
EMPTY_ANSWER = "response has neither content nor tool calls"
_RETRY_STATUS = frozenset({408, 409, 429})  # timeout, lock conflict, rate limit: worth another try


class OpenAIBackend:
    name = "openai"

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None = None,
        max_retries: int = 3,
        backoff_s: float = 0.5,
        timeout_s: float = 120.0,
        max_tokens: int | None = None,
        sleep: Callable[[float], None] = time.sleep,
        client: Any | None = None,
    ) -> None:
        self.model = model
        self.max_tokens = max_tokens  # None: MAX_TOKENS per role
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.sleep = sleep
        self.client = client or openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=0)
        self.attempts: list[dict] = []  # every failed attempt, for the trajectory and for tests

    def complete(self, role: str, system: str, messages: list[dict], tools: list[dict]) -> AssistantMessage:
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": system}, *messages],
            "temperature": 0,
            "max_tokens": self.max_tokens or MAX_TOKENS.get(role, 4096),
        }
        if tools:  # some servers refuse an empty tools list
            request["tools"] = tools
            request["tool_choice"] = "auto"
        problem = "no attempt made"
        empty = False
        for attempt in range(self.max_retries + 1):
            try:
                response = self.client.chat.completions.create(**request)
            except openai.APIConnectionError as exc:  # includes timeouts
                problem = f"{type(exc).__name__}: {exc}"
            except openai.APIStatusError as exc:
                if exc.status_code < 500 and exc.status_code not in _RETRY_STATUS:
                    raise BackendError(
                        f"model endpoint refused the request: HTTP {exc.status_code}", status=exc.status_code, role=role
                    ) from exc
                problem = f"HTTP {exc.status_code}: {exc.message}"
            else:
                message, problem_or_none = parse_response(response, {spec_name(t) for t in tools})
                if message is not None:
                    return message
                problem = problem_or_none or "unusable response"
            empty = problem == EMPTY_ANSWER
            self.attempts.append({"role": role, "attempt": attempt + 1, "problem": problem})
            if attempt < self.max_retries:
                self.sleep(self.backoff_s * (2**attempt))
        if empty:
            # The endpoint works and the model keeps answering nothing (a small model at temperature 0 does so
            # deterministically): an empty turn, which the protocol answers with a nudge, not a failed audit.
            return AssistantMessage(content="")
        raise BackendError(
            f"model endpoint failed after {self.max_retries + 1} attempts: {problem}", role=role, model=self.model
        )


def parse_response(response: Any, offered: set[str] | None = None) -> tuple[AssistantMessage | None, str | None]:
    """Turn a chat-completions response into an AssistantMessage, or say why it is unusable.

    ``offered``: the tool names of the request. When the message has no native tool calls and
    tools were offered, calls written in the content are read (backends.text_calls).
    """
    choices = getattr(response, "choices", None)
    if not choices:
        return None, "response has no choices"
    message = getattr(choices[0], "message", None)
    if message is None:
        return None, "response choice has no message"
    calls: list[ToolCall] = []
    for index, raw in enumerate(getattr(message, "tool_calls", None) or []):
        function = getattr(raw, "function", None)
        name = getattr(function, "name", None)
        if not name:
            return None, f"tool call {index} has no function name"
        call_id = getattr(raw, "id", None) or f"call_{index}"
        calls.append(ToolCall.from_raw(call_id, name, getattr(function, "arguments", None)))
    content = getattr(message, "content", None)
    if not calls and not (content or "").strip():
        return None, EMPTY_ANSWER
    if not calls and offered:
        written = extract_text_calls(content, offered)
        if written.calls:
            return AssistantMessage(content=content, tool_calls=written.calls, prose=written.prose), None
    return AssistantMessage(content=content, tool_calls=calls), None
