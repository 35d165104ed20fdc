"""The garbage collector of a process that serves the API.

A cold neighbourhood allocates tens of thousands of short-lived rows, dicts and models. With CPython's default
thresholds (a young collection every 700 allocations) the collector then spends about as much time as the
request itself, walking the objects made at start-up (the app, the query registry, the search model) and the
neighbourhood memo, none of which are garbage: measured on the ~1,000-filing graph, 6-7 ms of Python per cold
neighbourhood with the defaults, 4-5 ms with the start-up heap frozen and young collections every 20,000
allocations (bench/scale_reads.py). Only cyclic garbage waits longer; reference counting frees the rest at once.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 20_000


@contextmanager
def serving_gc(young: int = YOUNG_THRESHOLD) -> Iterator[None]:
    """While serving: what exists now is moved out of the collector's walks (``gc.freeze``, constant time) and
    young collections run every ``young`` allocations; both undone on exit."""
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(young, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
