"""Query parameters as FalkorDB reads them: the ``CYPHER `name`=value …`` header in front of the query text.

The text is the one falkordb's own client builds (``falkordb.helpers.stringify_param_value``), written by a faster
encoder: one type test per value instead of a chain of ``isinstance`` calls, map keys quoted once per load rather
than once per row, and no string copies for strings without a quote or backslash. A bulk load sends hundreds of
thousands of rows, so this is a third of its writer's work. ``tests/unit/test_falkor_params.py`` holds the
encoder to the client's output for arbitrary values.

:class:`PreEncoded` lets the text of a map be computed where the map is built — a parse worker process — so the
single writer sends text instead of encoding it.
"""
from __future__ import annotations

from typing import Any

from falkordb.helpers import stringify_param_value

from auditgraph.errors import InputError

_KEY_TEXT: dict[str, str] = {}  # map key → "`key`:" (a few dozen distinct keys in any load)


class PreEncoded(dict):
    """A map parameter value carrying its FalkorDB literal (:func:`pre_encoded`), so it is encoded once, where it
    was built, and the writer splices the text in. It must not change after that; other backends see a dict."""

    __slots__ = ("literal",)

    def __reduce__(self):  # pickled from the worker that built it to the writer, literal and all
        return _rebuild, (dict(self), self.literal)


def _rebuild(items: dict, literal: str) -> PreEncoded:
    value = PreEncoded(items)
    value.literal = literal
    return value


def pre_encoded(value: dict) -> PreEncoded:
    out = PreEncoded(value)
    out.literal = literal(value)
    return out


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
    if t is PreEncoded:
        return value.literal
    return stringify_param_value(value)  # subclasses, bytes, numpy scalars …: exactly as the client writes them


def params_header(params: dict[str, Any]) -> str:
    """The ``CYPHER `name`=value …`` header falkordb's ``Graph.query`` puts before a query (the same text);
    empty without parameters, as the client sends it."""
    if not params:
        return ""
    return "CYPHER " + "".join(f"`{k}`={literal(v)} " for k, v in params.items())
