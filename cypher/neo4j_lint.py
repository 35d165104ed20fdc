"""Offline check of query files against Neo4j's own Cypher grammar (STYLE.md convention 2).

The registry checks headers, not grammar, and a query the embedded engine runs may still be one
Neo4j 5 refuses (older forms such as ``CREATE INDEX ON :L(p)`` or ``exists(n.p)``). This module
hands the queries to ``cypher/lint/lint.mjs``, which runs ``lintCypherQuery`` from Neo4j's
``@neo4j-cypher/language-support`` package under Node.js. Install it once with ``make lint-deps``
(``npm ci --prefix cypher/lint``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from auditgraph.cypher.registry import Query

LINT_DIR = Path(__file__).resolve().parent / "lint"
_PACKAGE_DIR = LINT_DIR / "node_modules" / "@neo4j-cypher" / "language-support"
_INSTALL_HINT = "run `make lint-deps` (or `npm ci --prefix cypher/lint`)"
_TIMEOUT_S = 300


@dataclass(frozen=True)
class Neo4jLintError:
    """One diagnostic from Neo4j's linter; line and column are 1-based within ``Query.text``."""

    message: str
    line: int
    column: int
    severity: str  # "error" fails the check; "warning" is a Neo4j notification such as a deprecation


def missing_lint_deps() -> str | None:
    """Why the linter cannot run here, or None when Node.js and the npm package are installed."""
    if shutil.which("node") is None:
        return f"Node.js is not on PATH; install Node.js >= 20, then {_INSTALL_HINT}"
    if not _PACKAGE_DIR.is_dir():
        return f"{_PACKAGE_DIR.relative_to(LINT_DIR.parent.parent)} is missing; {_INSTALL_HINT}"
    return None


def lint_queries(queries: Iterable[Query]) -> dict[str, list[Neo4jLintError]]:
    """Neo4j diagnostics per query name, sorted by name; a query without findings maps to []."""
    reason = missing_lint_deps()
    if reason is not None:
        raise RuntimeError(f"cannot run the Neo4j Cypher linter: {reason}")
    payload = [{"name": q.name, "text": q.text, "params": list(q.params)} for q in queries]
    if not payload:
        return {}
    proc = subprocess.run(
        [shutil.which("node"), str(LINT_DIR / "lint.mjs")],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=_TIMEOUT_S,
        check=False,
    )
    # lint.mjs exits 1 when it found errors; that is a result, not a failure of the linter.
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"lint.mjs failed with exit code {proc.returncode}: {proc.stderr.strip()}")
    return {
        item["name"]: [Neo4jLintError(**error) for error in item["errors"]]
        for item in sorted(json.loads(proc.stdout), key=lambda item: item["name"])
    }


def file_location(query: Query, error: Neo4jLintError) -> str:
    """``path:line:column`` of an error in the query's file, counting the header lines."""
    path = Path(query.path)
    first_body_line = 1
    if path.is_file():
        file_text = "\n".join(path.read_text(encoding="utf-8").splitlines())
        start = file_text.find(query.text)
        if start >= 0:
            first_body_line = file_text.count("\n", 0, start) + 1
    return f"{query.path}:{first_body_line + error.line - 1}:{error.column}"
