"""Query parameters as FalkorDB reads them: the ``CYPHER `name`=value …`` header in front of the query text.

The text is the one falkordb's own client builds (``falkordb.helpers.stringify_param_value``), written by a faster
encoder: one type test per value instead of a chain of ``isinstance`` calls, map keys quoted once per load rather
than once per row, and no string copies for strings without a quote or backslash. A bulk load sends hundreds of
thousands of rows, so this is a third of its writer's work. ``tests/unit/test_falkor_params.py`` holds the
encoder to the client's output for arbitrary values.

:class:`Encoded` lets the text of a value be computed where the value is built — a parse worker process — so the
single writer sends text instead of encoding it (and receives text from the worker rather than the objects).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from falkordb.helpers import stringify_param_value

from auditgraph.errors import InputError

_KEY_TEXT: dict[str, str] = {}  # map key → "`key`:" (a few dozen distinct keys in any load)


@dataclass(frozen=True, slots=True)
class Encoded:
    """A parameter value given as its FalkorDB text (made by :func:`literal`, typically in a parse worker, so the
    one writer splices text in rather than encoding the value again). Only the FalkorDB backend reads it."""

    text: str


def _key(k: Any) -> str:
    text = _KEY_TEXT.get(k) if type(k) is str else None
    if text is None:
        name = k.decode() if isinstance(k, bytes) else str(k)
        if name == "" or "`" in name:  # the client refuses these too: FalkorDB cannot read them back
            raise InputError(f"a parameter map key cannot be empty or hold a backtick: {name!r}")
        text = f"`{name}`:"
        if type(k) is str:
            _KEY_TEXT[k] = text
    return text


def literal(value: Any) -> str:
    """``value`` as a FalkorDB parameter literal, the same text as ``stringify_param_value(value)``."""
    t = type(value)
    if t is str:
        if "\\" in value or '"' in value:
            value = value.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{value}"'
    if t is dict:
        return "{" + ",".join([_key(k) + literal(v) for k, v in value.items()]) + "}"
    if t is list or t is tuple:
        return "[" + ",".join([literal(v) for v in value]) + "]"
    if t is float or t is int or t is bool:
        return str(value)
    if value is None:
        return "null"
    if t is Encoded:
        return value.text
    return stringify_param_value(value)  # subclasses, bytes, numpy scalars …: exactly as the client writes them


def params_header(params: dict[str, Any]) -> str:
    """The ``CYPHER `name`=value …`` header falkordb's ``Graph.query`` puts before a query (the same text);
    empty without parameters, as the client sends it."""
    if not params:
        return ""
    return "CYPHER " + "".join(f"`{k}`={literal(v)} " for k, v in params.items())
