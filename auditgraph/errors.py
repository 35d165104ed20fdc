"""One error root for the whole project (STYLE.md convention 5).

HTTP status codes are assigned to these classes in one place: ``auditgraph.api.errors``.
CLI exit codes are assigned in ``auditgraph.cli.app``.
"""

from __future__ import annotations

from typing import Any


class AuditgraphError(Exception):
    """Root of every error auditgraph raises on purpose."""

    code = "auditgraph_error"

    def __init__(self, message: str, **detail: Any) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, **({"detail": self.detail} if self.detail else {})}


class InputError(AuditgraphError):
    """The caller's input is wrong: bad XML, a missing schema, a bad parameter."""

    code = "input_error"


class NotFound(AuditgraphError):
    """A filing, concept, fact, tool or rule that does not exist in the graph."""

    code = "not_found"


class StoreUnavailable(AuditgraphError):
    """The graph store cannot be reached or failed to start."""

    code = "store_unavailable"


class DiskFull(StoreUnavailable):
    """A write found no space left: the graph's data folder (its append-only file or a snapshot) or a file
    auditgraph writes itself (ingest lock, fetch cache, export). What was completed before is intact."""

    code = "disk_full"


class RuleNotEvaluable(AuditgraphError):
    """A rule cannot be evaluated for the requested scope (never a silent pass)."""

    code = "rule_not_evaluable"


class QueryError(AuditgraphError):
    """A query file is malformed (bad header, undeclared parameter) or a query failed."""

    code = "query_error"


class QueryTimeout(QueryError):
    """A query ran past its time limit and the engine stopped it."""

    code = "query_timeout"


class ResultTooLarge(QueryError):
    """A query's result is larger than a bound (the engine's memory for one query, or the values one /cypher
    answer may carry): aggregate, filter or page instead."""

    code = "result_too_large"


class Forbidden(AuditgraphError):
    """The operation is not allowed (e.g. a write through the read-only Cypher endpoint)."""

    code = "forbidden"


class FetchFailed(AuditgraphError):
    """A remote source (EDGAR, FASB) did not deliver a document after the polite retries."""

    code = "fetch_failed"
