"""The compiled readers setup.py builds with Cython, and the one switch that turns them off (which readers a
parse uses is switched in ``auditgraph.ingest.readers``)."""

from __future__ import annotations

import importlib
import os
from types import ModuleType


def compiled_module(name: str) -> ModuleType | None:
    """``auditgraph.ingest.<name>`` when the install built it and AUDITGRAPH_PURE_PYTHON is not set; None otherwise
    (the caller then runs its Python code instead: the same results, slower)."""
    if os.environ.get("AUDITGRAPH_PURE_PYTHON"):
        return None
    try:
        return importlib.import_module(f"auditgraph.ingest.{name}")
    except ImportError:
        return None
