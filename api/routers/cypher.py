"""POST /cypher: ad-hoc read-only Cypher for analysts, parameterised, bounded in rows and time."""
from __future__ import annotations

import math
import re
from typing import Any

from fastapi import APIRouter

from auditgraph.api.deps import SettingsDep, StoreDep
from auditgraph.api.models import CypherIn, CypherOut
from auditgraph.api.openapi import problems
from auditgraph.errors import Forbidden, InputError

router = APIRouter(tags=["cypher"])

_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_WRITE = re.compile(r"\b(CREATE|MERGE|SET|DELETE|DETACH|REMOVE|DROP|FOREACH|LOAD\s+CSV)\b", re.IGNORECASE)
_PROCEDURE = re.compile(r"\bCALL\s+([A-Za-z_][A-Za-z0-9_.]*)", re.IGNORECASE)
_PARAM_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
# Catalogue procedures that only read. Anything else (index/constraint management, algorithms over the
# whole graph, Neo4j admin procedures) is refused here, before the engine's own read-only guard.
READ_PROCEDURES = frozenset({
    "db.labels", "db.relationshiptypes", "db.propertykeys", "db.indexes", "db.constraints", "db.meta.stats",
    "db.schema.visualization", "db.schema.nodetypeproperties", "db.schema.reltypeproperties",
})


def refuse_writes(query: str) -> None:
    """Defence in depth: the engine runs the query read-only anyway (FalkorDB GRAPH.RO_QUERY, Neo4j
    EXPLAIN + READ access); this refuses write clauses, file access and non-catalogue procedures first."""
    bare = _COMMENT.sub(" ", _STRING.sub("''", query))
    m = _WRITE.search(bare)
    if m:
        raise Forbidden(f"'{' '.join(m.group(1).split()).upper()}' is not allowed: this endpoint only reads")
    for proc in _PROCEDURE.findall(bare):
        if proc.lower() not in READ_PROCEDURES:
            raise Forbidden(f"procedure {proc} is not allowed here; read-only catalogue procedures: "
                            f"{', '.join(sorted(READ_PROCEDURES))}")


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
def run_cypher(body: CypherIn, store: StoreDep, settings: SettingsDep) -> CypherOut:
    """Run one parameterised, read-only Cypher query. Writes (CREATE, MERGE, SET, DELETE, REMOVE, DROP,
    LOAD CSV, write procedures) are refused with 403; the engine also enforces read-only execution. At most
    `cypher_row_limit` rows are returned (`truncated` tells when more exist): the engine itself stops after one
    row more, so a query that would produce millions costs no more than the ceiling. A query still running after
    `cypher_timeout_s` seconds is stopped by the engine and answered 504 (`code: query_timeout`). It sees the
    raw graph, including filings still being loaded."""
    _check_text(body.query, "the query")
    refuse_writes(body.query)
    _check_params(body.params)
    limit = settings.cypher_row_limit
    rows = store.run_read_only_text(body.query, body.params, settings.cypher_timeout_s, limit + 1)
    truncated = len(rows) > limit
    rows = [json_safe(r) for r in rows[:limit]]
    return CypherOut(columns=list(rows[0].keys()) if rows else [], rows=rows, row_count=len(rows), truncated=truncated)
