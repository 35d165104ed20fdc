"""POST /cypher: ad-hoc read-only Cypher for analysts, parameterised, bounded in rows and time."""

from __future__ import annotations

import math
import re
import time
from typing import Any

from fastapi import APIRouter, Request

from auditgraph.api.deps import SettingsDep, StoreDep
from auditgraph.api.models import CypherIn, CypherOut
from auditgraph.api.openapi import problems
from auditgraph.errors import Forbidden, InputError, QueryTimeout, ResultTooLarge, StoreUnavailable

router = APIRouter(tags=["cypher"])

_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_WRITE = re.compile(r"\b(CREATE|MERGE|SET|DELETE|DETACH|REMOVE|DROP|FOREACH|LOAD\s+CSV)\b", re.IGNORECASE)
# Cypher's lexical tokens, enough to find procedure names however they are spelled: strings, backticked names
# (`` doubles a backtick inside), comments, plain words, and single characters.
_TOKEN = re.compile(
    r"""'(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?|`(?:[^`]|``)*`?|//[^\n]*|/\*.*?(?:\*/|$)|\s+|"""
    r"""[A-Za-z_][A-Za-z0-9_$]*|[0-9]+|.""",
    re.DOTALL,
)
_PARAM_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
# Catalogue procedures that only read. Anything else (index/constraint management, algorithms over the
# whole graph, Neo4j admin procedures) is refused here, before the engine's own read-only guard.
READ_PROCEDURES = frozenset(
    {
        "db.labels",
        "db.relationshiptypes",
        "db.propertykeys",
        "db.indexes",
        "db.constraints",
        "db.meta.stats",
        "db.schema.visualization",
        "db.schema.nodetypeproperties",
        "db.schema.reltypeproperties",
    }
)


def refuse_writes(query: str) -> None:
    """Defence in depth: the engine runs the query read-only anyway (FalkorDB GRAPH.RO_QUERY, Neo4j
    EXPLAIN + READ access); this refuses write clauses, file access and non-catalogue procedures first."""
    bare = _COMMENT.sub(" ", _STRING.sub("''", query))
    m = _WRITE.search(bare)
    if m:
        raise Forbidden(f"'{' '.join(m.group(1).split()).upper()}' is not allowed: this endpoint only reads")
    for proc in called_procedures(query):
        if proc.lower() not in READ_PROCEDURES:
            raise Forbidden(
                f"procedure {proc} is not allowed here; read-only catalogue procedures: "
                f"{', '.join(sorted(READ_PROCEDURES))}"
            )


def _tokens(query: str) -> list[str]:
    """The query's tokens without whitespace and comments; a backticked name is given unquoted, marked by a
    leading NUL so that it is a name whatever it spells (`CALL` in backticks is not the keyword)."""
    out = []
    for m in _TOKEN.finditer(query):
        t = m.group(0)
        if t.isspace() or t.startswith(("//", "/*")):
            continue
        out.append("\0" + t[1:-1].replace("``", "`") if t.startswith("`") else t)
    return out


def called_procedures(query: str) -> list[str]:
    """Every procedure a query calls, read from its tokens: `CALL name.parts(` with the name's parts plain or in
    backticks and comments or spaces anywhere between them (a text match let CALL `dbms.procedures`() and
    CALL /* */ dbms.procedures() through). CALL { … } is a subquery, not a procedure."""
    tokens = _tokens(query)
    found = []
    for i, t in enumerate(tokens):
        if t.upper() != "CALL" or (i > 0 and tokens[i - 1] == "."):
            continue
        parts, j, expect_name = [], i + 1, True
        while j < len(tokens):
            tok = tokens[j]
            if expect_name and (tok.startswith("\0") or re.match(r"[A-Za-z_]", tok)):
                parts.append(tok.lstrip("\0"))
                expect_name = False
            elif not expect_name and tok == ".":
                expect_name = True
            else:
                break
            j += 1
        if not parts and j < len(tokens) and tokens[j] == "{":
            continue  # CALL { subquery }
        if not parts or expect_name:
            raise Forbidden("a CALL whose procedure name cannot be read is not allowed here")
        found.append(".".join(parts))
    return found


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _check_text(value: str, what: str) -> None:
    # FalkorDB receives parameters in a text header; a NUL byte would cut it short.
    if _CONTROL.search(value):
        raise InputError(f"{what} contains a control character")


def _check_params(params: dict[str, Any], top: bool = True) -> None:
    for k, v in params.items():
        _check_text(k, "a parameter name")
        if top and not _PARAM_NAME.match(k):
            raise InputError(f"parameter name '{k[:40]}' must be an identifier ([A-Za-z_][A-Za-z0-9_]*)")
        if not top and (not k or "`" in k):
            raise InputError("map keys in parameters must be non-empty and contain no backtick")
        _check_value(v)


def _check_value(v: Any) -> None:
    if isinstance(v, str):
        _check_text(v, "a parameter value")
    elif isinstance(v, dict):
        _check_params(v, top=False)
    elif isinstance(v, list):
        for item in v:
            _check_value(item)


def json_safe(value: Any) -> Any:
    """Engine values as JSON: non-finite floats become strings ('NaN', 'Infinity', '-Infinity')."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, (str, int, bool)) or value is None or isinstance(value, float):
        return value
    return str(value)


@router.post("/cypher", response_model=CypherOut, responses=problems(400, 403, 504), summary="Run read-only Cypher")
def run_cypher(body: CypherIn, request: Request, store: StoreDep, settings: SettingsDep) -> CypherOut:
    """Run one parameterised, read-only Cypher query. Writes (CREATE, MERGE, SET, DELETE, REMOVE, DROP,
    LOAD CSV, write procedures) are refused with 403; the engine also enforces read-only execution. At most
    `cypher_row_limit` rows are returned (`truncated` tells when more exist): the engine itself stops after one
    row more, so a query that would produce millions costs no more than the ceiling. A query still running after
    `cypher_timeout_s` seconds is stopped by the engine and answered 504 (`code: query_timeout`). It sees the
    raw graph, including filings still being loaded."""
    deadline = time.monotonic() + settings.cypher_timeout_s
    _check_text(body.query, "the query")
    refuse_writes(body.query)
    _check_params(body.params)
    limit = settings.cypher_row_limit
    # At most cypher_max_concurrent queries at once: six cartesian products used to take every engine thread and
    # stall every other route ~20 s. A request waits for a slot within its own time limit, then is told to retry.
    slots = request.app.state.cypher_slots
    if not slots.acquire(timeout=max(0.0, deadline - time.monotonic())):
        raise StoreUnavailable(
            f"/cypher is busy ({settings.cypher_max_concurrent} queries at once per server); "
            f"no slot within the {settings.cypher_timeout_s:g} s time limit: retry later"
        )
    try:
        remaining = deadline - time.monotonic()
        if remaining <= 0.05:
            raise QueryTimeout(
                f"cypher: the query ran past its {settings.cypher_timeout_s:g} s time limit while waiting for a slot"
            )
        try:
            rows = store.run_read_only_text(body.query, body.params, remaining, limit + 1)
        except QueryTimeout as exc:  # said against the request's limit, not the remainder the engine was given
            raise QueryTimeout(
                f"cypher: the query ran past its {settings.cypher_timeout_s:g} s time limit and was "
                f"stopped ({exc.message.rpartition('(')[2].rstrip(')') or 'timed out'})"
            ) from exc
    finally:
        slots.release()
    truncated = len(rows) > limit
    rows = rows[:limit]
    n = count_values(rows, settings.cypher_max_values)
    if n > settings.cypher_max_values:
        raise ResultTooLarge(
            f"cypher: the result holds more than {settings.cypher_max_values:,} values (cells and "
            "list items); aggregate, filter or page it"
        )
    rows = [json_safe(r) for r in rows]
    if time.monotonic() > deadline:
        raise QueryTimeout(f"cypher: the query and its answer ran past the {settings.cypher_timeout_s:g} s time limit")
    return CypherOut(columns=list(rows[0].keys()) if rows else [], rows=rows, row_count=len(rows), truncated=truncated)


def count_values(rows: list[Any], ceiling: int) -> int:
    """Cells and list/map items in ``rows``, counted without recursion and stopping past ``ceiling``."""
    n, stack = 0, list(rows)
    while stack and n <= ceiling:
        v = stack.pop()
        n += 1
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            if len(v) > ceiling:
                return n + len(v)
            stack.extend(v)
    return n
