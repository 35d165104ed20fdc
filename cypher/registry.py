"""Named Cypher queries loaded from ``cypher/<area>/<name>.cypher`` (STYLE.md convention 1).

Each file starts with a ``//`` header::

    // name: rules.dqc0015_negative_candidates
    // mode: read
    // params: accession, concepts
    // returns: key, concept, value
    // Free text after the fields explains the query.

At load time the registry refuses, naming file and line: a missing or duplicate name, a name that
does not match the file's path, an unknown mode, a parameter used but not declared or declared but
not used, a read query containing a write clause, and declared return columns that differ from the
final RETURN clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from auditgraph.errors import QueryError

_HEADER_FIELD = re.compile(r"^//\s*(name|mode|params|returns)\s*:\s*(.*?)\s*$")
_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
_LINE_COMMENT = re.compile(r"//[^\n]*")
_WRITE_CLAUSE = re.compile(r"\b(CREATE|MERGE|SET|DELETE|DETACH|REMOVE|DROP|LOAD\s+CSV)\b", re.IGNORECASE)
_RETURN = re.compile(r"\bRETURN\b", re.IGNORECASE)
_AS_ALIAS = re.compile(r"\bAS\s+([A-Za-z_][A-Za-z0-9_]*)\s*$", re.IGNORECASE)
_TRAILING = re.compile(r"\b(ORDER\s+BY|SKIP|LIMIT|UNION)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Query:
    name: str
    mode: str  # "read" | "write"
    params: tuple[str, ...]
    returns: tuple[str, ...]
    text: str
    path: str


def _strip_strings_and_comments(text: str) -> str:
    return _LINE_COMMENT.sub("", _STRING.sub("''", text))


def _split_top_level(items: str) -> list[str]:
    depth, start, out = 0, 0, []
    for i, ch in enumerate(items):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(items[start:i])
            start = i + 1
    out.append(items[start:])
    return [s.strip() for s in out if s.strip()]


def final_return_columns(body: str) -> tuple[str, ...]:
    """Column names of the last top-level RETURN clause ('' -> no RETURN)."""
    clean = _strip_strings_and_comments(body)
    matches = list(_RETURN.finditer(clean))
    if not matches:
        return ()
    tail = clean[matches[-1].end() :]
    # Cut at ORDER BY / SKIP / LIMIT at depth 0.
    depth = 0
    cut = len(tail)
    for m in _TRAILING.finditer(tail):
        depth = sum(1 if c in "([{" else -1 if c in ")]}" else 0 for c in tail[: m.start()])
        if depth == 0:
            cut = m.start()
            break
    items = tail[:cut].strip()
    if items.upper().startswith("DISTINCT "):
        items = items[9:]
    cols = []
    for item in _split_top_level(items):
        alias = _AS_ALIAS.search(item)
        cols.append(alias.group(1) if alias else item.strip())
    return tuple(cols)


def parse_query_file(text: str, path: str, expected_name: str | None) -> Query:
    fields: dict[str, tuple[str, int]] = {}
    body_lines: list[str] = []
    in_header = True
    for lineno, line in enumerate(text.splitlines(), start=1):
        if in_header and line.startswith("//"):
            m = _HEADER_FIELD.match(line)
            if m:
                if m.group(1) in fields:
                    raise QueryError(f"{path}:{lineno}: header field '{m.group(1)}' given twice")
                fields[m.group(1)] = (m.group(2), lineno)
            continue
        in_header = False
        body_lines.append(line)
    body = "\n".join(body_lines).strip()
    for required in ("name", "mode", "params", "returns"):
        if required not in fields:
            raise QueryError(f"{path}:1: header misses '// {required}:'")
    name, name_line = fields["name"]
    if expected_name is not None and name != expected_name:
        raise QueryError(
            f"{path}:{name_line}: query name '{name}' does not match its path (expected '{expected_name}')"
        )
    mode, mode_line = fields["mode"]
    if mode not in ("read", "write"):
        raise QueryError(f"{path}:{mode_line}: mode must be 'read' or 'write', not '{mode}'")
    declared_raw, params_line = fields["params"]
    declared = tuple(p.strip() for p in declared_raw.split(",") if p.strip() and p.strip() != "-")
    if len(set(declared)) != len(declared):
        raise QueryError(f"{path}:{params_line}: a parameter is declared twice")
    used = set(_PARAM.findall(_strip_strings_and_comments(body)))
    undeclared = sorted(used - set(declared))
    unused = sorted(set(declared) - used)
    if undeclared:
        raise QueryError(f"{path}:{params_line}: parameter(s) used but not declared: {', '.join(undeclared)}")
    if unused:
        raise QueryError(f"{path}:{params_line}: parameter(s) declared but not used: {', '.join(unused)}")
    if not body:
        raise QueryError(f"{path}:{len(text.splitlines())}: query has no body")
    if mode == "read":
        w = _WRITE_CLAUSE.search(_strip_strings_and_comments(body))
        if w:
            line = next(
                (
                    i
                    for i, text_line in enumerate(text.splitlines(), 1)
                    if not text_line.startswith("//") and _WRITE_CLAUSE.search(text_line)
                ),
                1,
            )
            raise QueryError(f"{path}:{line}: read query contains the write clause '{w.group(0)}'")
    returns_raw, returns_line = fields["returns"]
    declared_returns = tuple(c.strip() for c in returns_raw.split(",") if c.strip() and c.strip() != "-")
    actual_returns = final_return_columns(body)
    if declared_returns != actual_returns:
        raise QueryError(
            f"{path}:{returns_line}: declared returns {list(declared_returns)} but the final RETURN gives {list(actual_returns)}"
        )
    return Query(name=name, mode=mode, params=declared, returns=declared_returns, text=body, path=path)


class QueryRegistry:
    """All query files of a folder tree, validated and addressable by name."""

    def __init__(self, queries: dict[str, Query]) -> None:
        self._queries = dict(sorted(queries.items()))

    @classmethod
    def load(cls, root: Path | None = None) -> QueryRegistry:
        root = root or Path(str(resources.files("auditgraph.cypher")))
        queries: dict[str, Query] = {}
        for path in sorted(root.rglob("*.cypher")):
            rel = path.relative_to(root).with_suffix("")
            expected = ".".join(rel.parts)
            q = parse_query_file(path.read_text(encoding="utf-8"), str(path), expected)
            if q.name in queries:
                raise QueryError(f"{path}:1: duplicate query name '{q.name}' (also in {queries[q.name].path})")
            queries[q.name] = q
        return cls(queries)

    def get(self, name: str) -> Query:
        try:
            return self._queries[name]
        except KeyError:
            raise QueryError(f"no query named '{name}'", known=len(self._queries)) from None

    def names(self) -> list[str]:
        return list(self._queries)

    def __iter__(self):
        return iter(self._queries.values())

    def __len__(self) -> int:
        return len(self._queries)
