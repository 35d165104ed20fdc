"""The compiled readers setup.py builds with Cython, and the one switch that turns them off."""
from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
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


@contextmanager
def readers(linkbase_events: ModuleType, instance_reader: ModuleType | None) -> Iterator[None]:
    """Within the block, parse with these readers: ``linkbase_events`` (the Python module or its compiled build) and
    ``instance_reader`` (the compiled instance reader, or None for instance.py's own code); those in use before
    come back after it. The one place that knows which module attributes choose the readers (tests, benchmarks)."""
    from auditgraph.ingest import instance, linkbase

    saved = linkbase.events, instance.compiled_reader
    linkbase.events, instance.compiled_reader = linkbase_events, instance_reader
    try:
        yield
    finally:
        linkbase.events, instance.compiled_reader = saved


def python_readers() -> AbstractContextManager[None]:
    """Within the block, parse with the Python readers whether or not the compiled ones are built."""
    from auditgraph.ingest import linkbase_events

    return readers(linkbase_events, None)
