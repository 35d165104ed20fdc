"""Chat messages in the OpenAI chat-completions shape, shared by every backend.

A conversation is a list of plain dicts (``user``, ``assistant``, ``tool`` messages; the system
prompt travels separately), so the same list goes to an HTTP endpoint, the offline policy and the
cache key unchanged. Tool-call arguments are parsed once, here; a parse failure is kept on the
call (``parse_error``) so the protocol can record it and tell the model, never dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from pydantic import BaseModel, Field


class ToolCall(BaseModel):
    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    raw_arguments: str = "{}"
    parse_error: str | None = None
    source: Literal["native", "text"] = Field(
        default="native", description="native tool_calls, or written in the message text (backends.text_calls)"
    )

    @classmethod
    def from_raw(cls, call_id: str, name: str, raw: str | None) -> ToolCall:
        arguments, error = parse_arguments(raw)
        return cls(id=call_id, name=name, arguments=arguments, raw_arguments=raw or "", parse_error=error)

    def to_openai(self) -> dict:
        # A text-form call that could not be read goes back with empty arguments: its broken text stays in
        # the message content, and some servers refuse a history whose call arguments are not JSON.
        arguments = "{}" if self.source == "text" and self.parse_error is not None else self.raw_arguments
        return {"id": self.id, "type": "function", "function": {"name": self.name, "arguments": arguments}}


class AssistantMessage(BaseModel):
    content: str | None = None
    tool_calls: list[ToolCall] = Field(default_factory=list)
    prose: str | None = Field(
        default=None,
        description=(
            "when the calls were written in the text: the content without them, which is what goes back to "
            "the endpoint beside the calls in native form (so a chat template does not render them twice)"
        ),
    )

    def to_openai(self) -> dict:
        # Calls read from the text go back with the prose as a string, "" when there was none: the servers
        # that make models write calls as text (llama-cpp-python's) refuse an assistant message with null content.
        text_calls = any(c.source == "text" for c in self.tool_calls)
        content = (self.prose or "") if text_calls else self.content
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if self.tool_calls:
            message["tool_calls"] = [c.to_openai() for c in self.tool_calls]
        return message


_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


def parse_arguments(raw: str | None) -> tuple[dict[str, Any], str | None]:
    """Parse a tool call's JSON arguments; returns (arguments, error or None).

    Models sometimes wrap the object in a code fence or add prose around it; we accept the object
    when exactly that is the problem, and otherwise report what was wrong.
    """
    if raw is None or raw.strip() == "":
        return {}, None
    text = raw
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        value = json.loads(text)
    except json.JSONDecodeError as first:
        start, end = text.find("{"), text.rfind("}")
        if start < 0 or end <= start:
            return {}, f"arguments are not valid JSON: {first.msg} at position {first.pos}"
        try:
            value = json.loads(text[start : end + 1])
        except json.JSONDecodeError:
            return {}, f"arguments are not valid JSON: {first.msg} at position {first.pos}"
    if not isinstance(value, dict):
        return {}, f"arguments must be a JSON object, got {type(value).__name__}"
    return value, None


def user_message(content: str) -> dict:
    return {"role": "user", "content": content}


def tool_message(call_id: str, observation: dict) -> dict:
    return {"role": "tool", "tool_call_id": call_id, "content": dumps(observation)}


def dumps(value: Any) -> str:
    """Canonical JSON: sorted keys, no incidental whitespace differences."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
