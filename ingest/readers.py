"""Which readers a parse uses, switched in one place for tests and benchmarks: the Python readers or the compiled
ones (``auditgraph.ingest.compiled``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from types import ModuleType

from auditgraph.ingest import instance, linkbase, linkbase_events


@contextmanager
def readers(linkbase_events: ModuleType, instance_reader: ModuleType | None) -> Iterator[None]:
    """Within the block, parse with these readers: ``linkbase_events`` (the Python module or its compiled build) and
    ``instance_reader`` (the compiled instance reader, or None for instance.py's own code); those in use before
    come back after it. The one place that knows which module attributes choose the readers (tests, benchmarks)."""
    saved = linkbase.events, instance.compiled_reader
    linkbase.events, instance.compiled_reader = linkbase_events, instance_reader
    try:
        yield
    finally:
        linkbase.events, instance.compiled_reader = saved


def python_readers() -> AbstractContextManager[None]:
    """Within the block, parse with the Python readers whether or not the compiled ones are built."""
    return readers(linkbase_events, None)
