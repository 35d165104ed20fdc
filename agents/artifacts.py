"""Run artifacts: one JSONL line per audit in ``<runs_dir>/audits.jsonl`` and a trajectory sidecar.

Output is deterministic (STYLE §7): keys sorted, the run id a hash of query + backend + model, and
the only clock reading kept apart in a ``created`` field outside the compared content (``result``
and the trajectory body). Re-running the same audit appends an identical ``result`` and rewrites
the sidecar with identical content.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from auditgraph.agents.messages import dumps

AUDITS_FILE = "audits.jsonl"


def run_id_for(query: dict, backend: str, model: str) -> str:
    digest = hashlib.sha256(dumps({"query": query, "backend": backend, "model": model}).encode("utf-8"))
    return digest.hexdigest()[:16]


def trajectory_path(runs_dir: Path, run_id: str) -> Path:
    return runs_dir / f"{run_id}.trajectory.json"


def write_artifacts(runs_dir: Path, result: Any, trajectory: dict, *, created: str) -> tuple[Path, Path]:
    runs_dir.mkdir(parents=True, exist_ok=True)
    audits = runs_dir / AUDITS_FILE
    line = dumps({"run_id": result.run_id, "created": created, "result": result.model_dump(mode="json")})
    with audits.open("a", encoding="utf-8") as handle:
        handle.write(line + "\n")
    sidecar = trajectory_path(runs_dir, result.run_id)
    body = json.dumps(
        {"created": created, "trajectory": trajectory}, sort_keys=True, indent=2, ensure_ascii=False, default=str
    )
    sidecar.write_text(body + "\n", encoding="utf-8")
    return audits, sidecar


def read_audits(runs_dir: Path) -> list[dict]:
    path = runs_dir / AUDITS_FILE
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
