"""Tool calls and final answers that a model wrote into its message text instead of ``tool_calls``.

Small open models served by llama.cpp, Ollama or vLLM often answer a tools request with the call
as JSON inside the content. This module reads those calls in the shapes such models use:

- Hermes / Qwen blocks: ``<tool_call>{"name": "get_fact", "arguments": {...}}</tool_call>``;
- fenced JSON (```` ```json ... ``` ````) or bare JSON objects in the prose, one or several per
  message, or a JSON list of them (also after Mistral's ``[TOOL_CALLS]`` marker);
- the name under ``name``, ``tool``, ``tool_name``, ``function`` (a string) or ``action``, the
  arguments under ``arguments``, ``parameters``, ``args``, ``input`` or ``action_input`` (an
  object, or a string holding one); OpenAI's own ``{"function": {"name", "arguments"}}`` and
  ``{"tool_calls": [...]}``;
- a final answer: ``{"final_answer": {...}}`` or a bare object with a ``verdict`` key, read as a
  ``finalize`` call when ``finalize`` is one of the offered tools.

Every call becomes a :class:`~agents.messages.ToolCall` with ``source="text"``, its arguments
parsed by the same code as native calls, so the protocol validates it exactly like a native one
(offered tool, input schema, finalize gate and grounding). A block that is clearly meant as a call
but cannot be read — a ``<tool_call>`` or fenced JSON block that is not JSON, an object that
starts like a call but does not parse, a call without a usable name — becomes a call with
``parse_error`` set, which the protocol answers with a corrective observation and counts as a
parse failure. JSON-looking text that is none of these stays prose.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from auditgraph.agents.messages import ToolCall, dumps
from auditgraph.agents.toolbox import FINALIZE

TEXT_CALL_FORMAT = (
    'write each call as <tool_call>{"name": "<tool>", "arguments": {...}}</tool_call> '
    "with valid JSON (double quotes, no trailing commas)"
)
UNKNOWN_TOOL = "unknown"

_NAME_KEYS = ("name", "tool", "tool_name", "function", "action")
_ARGUMENT_KEYS = ("arguments", "parameters", "args", "input", "action_input")
_FINAL_KEYS = ("final_answer", "final")
# A block ends at its closing tag, at the next opening tag (models forget to close) or at the end.
_TAGGED = re.compile(r"<(tool_call|function_call)>\s*(.*?)\s*(?:</\1>|(?=<(?:tool_call|function_call)>)|\Z)", re.DOTALL)
_FENCED = re.compile(r"```[ \t]*([A-Za-z0-9_-]*)[ \t]*\n?(.*?)```", re.DOTALL)
_MISTRAL = re.compile(r"\[TOOL_CALLS\]\s*")
# An object that starts like a call or an answer: treated as a failed attempt when it does not parse.
_CALL_START = re.compile(r'\{\s*"(?:' + "|".join(_NAME_KEYS + _FINAL_KEYS + ("verdict",)) + r')"\s*:')
_NAME_IN_BROKEN = re.compile(r'"(?:name|tool|tool_name|function|action)"\s*:\s*"([A-Za-z0-9_.-]+)"')


@dataclass
class TextCalls:
    """What was read from one message's content: the calls (in order) and the prose left over."""

    calls: list[ToolCall] = field(default_factory=list)
    prose: str = ""


def extract_text_calls(content: str | None, offered: set[str]) -> TextCalls:
    """Read the tool calls written in ``content``; ``offered`` are the tool names of the request.

    Returns no calls when the text holds none. The prose is the content with every call that was
    read cut out; a malformed block stays in it, so the model sees what it wrote next to the
    corrective observation.
    """
    text = content or ""
    found: list[tuple[int, ToolCall]] = []
    spans: list[tuple[int, int]] = []  # every region read as a block, readable or not
    code: list[tuple[int, int]] = []  # fenced code in another language: prose, never scanned for JSON

    def add(position: int, call: ToolCall) -> None:
        found.append((position, call))

    for match in _TAGGED.finditer(text):
        spans.append(match.span())
        _read_block(match.group(2), match.start(), offered, add, tagged=True)
    for match in _FENCED.finditer(text):
        if _inside(match.start(), spans):
            continue
        language, body = match.group(1).lower(), match.group(2).strip()
        if language not in ("", "json", "tool_call", "tool_code") or not body.startswith(("{", "[")):
            code.append(match.span())
            continue
        spans.append(match.span())
        _read_block(body, match.start(), offered, add, tagged=False)
    _read_bare(text, spans, code, offered, add)

    calls = [call for _, call in sorted(found, key=lambda item: item[0])]
    for index, call in enumerate(calls):
        call.id = f"call_text_{index}"
    broken = {position for position, call in found if call.parse_error is not None}
    read = [span for span in spans if span[0] not in broken]
    return TextCalls(calls=calls, prose=_cut(text, read).strip())


def _read_block(body: str, position: int, offered: set[str], add: Any, *, tagged: bool) -> None:
    """A tagged or fenced block: it is meant as JSON, so a block that does not parse is a failed call."""
    body = _MISTRAL.sub("", body).strip()
    try:
        value = json.loads(body)
    except json.JSONDecodeError as exc:
        recovered = _loads_first(body)
        if recovered is None:
            add(
                position,
                _malformed(
                    _name_in_broken(body),
                    body,
                    f"the {'<tool_call> block' if tagged else 'JSON block'} is not valid JSON: "
                    f"{exc.msg} at position {exc.pos}",
                ),
            )
            return
        value = recovered
    calls = _calls_from_value(value, offered)
    if not calls and tagged:
        add(position, _malformed(UNKNOWN_TOOL, body, "the <tool_call> block names no tool"))
    for offset, call in enumerate(calls):
        add(position + offset, call)


def _read_bare(
    text: str, spans: list[tuple[int, int]], code: list[tuple[int, int]], offered: set[str], add: Any
) -> None:
    """JSON objects and lists in the prose outside the blocks already read."""
    decoder = json.JSONDecoder()
    position = 0
    while True:
        start = _next_json_start(text, position)
        if start < 0:
            return
        if _inside(start, spans) or _inside(start, code):
            position = start + 1
            continue
        try:
            value, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError as exc:
            if _CALL_START.match(text, start):
                stop = _balanced_end(text, start)
                spans.append((start, stop))
                add(
                    start,
                    _malformed(
                        _name_in_broken(text[start:stop]),
                        text[start:stop],
                        f"the JSON object is not valid JSON: {exc.msg} at position {exc.pos - start}",
                    ),
                )
                position = stop
            else:
                position = start + 1
            continue
        calls = _calls_from_value(value, offered)
        if calls:
            spans.append((start, end))
            for offset, call in enumerate(calls):
                add(start + offset, call)
        position = end


def _calls_from_value(value: Any, offered: set[str]) -> list[ToolCall]:
    if isinstance(value, list):
        return [call for item in value for call in _calls_from_value(item, offered)]
    if not isinstance(value, dict):
        return []
    if isinstance(value.get("tool_calls"), list):
        return _calls_from_value(value["tool_calls"], offered)
    function = value.get("function")
    if isinstance(function, dict):  # OpenAI's own shape, written out as text
        return [
            _call(
                function.get("name"),
                function.get("arguments", function.get("parameters")),
                has_arguments="arguments" in function or "parameters" in function,
            )
        ]
    name_key = next((k for k in _NAME_KEYS if k in value), None)
    argument_key = next((k for k in _ARGUMENT_KEYS if k in value), None)
    if name_key is not None and (argument_key is not None or value.get(name_key) in offered):
        return [
            _call(
                value[name_key],
                value.get(argument_key) if argument_key else None,
                has_arguments=argument_key is not None,
            )
        ]
    if FINALIZE in offered:
        final_key = next((k for k in _FINAL_KEYS if isinstance(value.get(k), dict)), None)
        if final_key is not None:
            return [_call(FINALIZE, value[final_key], has_arguments=True)]
        if "verdict" in value:
            return [_call(FINALIZE, value, has_arguments=True)]
    return []


def _call(name: Any, arguments: Any, *, has_arguments: bool) -> ToolCall:
    if not isinstance(name, str) or not name.strip():
        return _malformed(UNKNOWN_TOOL, dumps(arguments), f"the call's tool name is {dumps(name)}, not a tool name")
    name = name.strip()
    if isinstance(arguments, str) or arguments is None:
        call = ToolCall.from_raw("", name, arguments if has_arguments else None)
        call.raw_arguments = call.raw_arguments or "{}"  # a call written without arguments goes back as {}
    elif isinstance(arguments, dict):
        call = ToolCall.from_raw("", name, dumps(arguments))
    else:
        call = ToolCall(
            id="",
            name=name,
            raw_arguments=dumps(arguments),
            parse_error=f"arguments must be a JSON object, got {type(arguments).__name__}",
        )
    call.source = "text"
    if call.parse_error is not None:
        call.parse_error = f"{call.parse_error}; {TEXT_CALL_FORMAT}"
    return call


def _malformed(name: str, raw: str, reason: str) -> ToolCall:
    return ToolCall(id="", name=name, raw_arguments=raw, parse_error=f"{reason}; {TEXT_CALL_FORMAT}", source="text")


def _name_in_broken(text: str) -> str:
    match = _NAME_IN_BROKEN.search(text)
    return match.group(1) if match else UNKNOWN_TOOL


def _loads_first(body: str) -> Any | None:
    """The first JSON value of a block with trailing text after it (``{...} some words``), if any."""
    try:
        value, _ = json.JSONDecoder().raw_decode(body)
    except json.JSONDecodeError:
        return None
    return value


def _next_json_start(text: str, position: int) -> int:
    candidates = [i for i in (text.find("{", position), text.find("[", position)) if i >= 0]
    return min(candidates) if candidates else -1


def _balanced_end(text: str, start: int) -> int:
    """Where a broken object most likely ends: its matching brace, else the end of its line."""
    depth, quoted, escaped = 0, False, False
    for index in range(start, len(text)):
        char = text[index]
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    newline = text.find("\n", start)
    return len(text) if newline < 0 else newline


def _inside(position: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= position < end for start, end in spans)


def _cut(text: str, spans: list[tuple[int, int]]) -> str:
    pieces, position = [], 0
    for start, end in sorted(spans):
        if start >= position:
            pieces.append(text[position:start])
            position = end
        else:
            position = max(position, end)
    pieces.append(text[position:])
    return "".join(pieces)
