"""What the API keeps between neighbourhood requests: a small thread-safe LRU, single-flight claims, and the
per-revision memo of one-hop expansions and node properties (api.neighbourhood)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

from auditgraph.api.neighbourhood_groups import label_tuple


class LRU:
    """A small thread-safe least-recently-used map (the API serves requests from a thread pool)."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        return self.get_many([key])[0]

    def get_many(self, keys: list[Hashable]) -> list[Any]:
        """:meth:`get` of each key (None where absent), under one taking of the lock."""
        items, out = self._items, []
        with self._lock:
            for key in keys:
                value = items.get(key)
                if value is not None:
                    items.move_to_end(key)
                out.append(value)
        return out

    def put(self, key: Hashable, value: Any) -> None:
        self.put_many([(key, value)])

    def put_many(self, pairs: list[tuple[Hashable, Any]]) -> None:
        with self._lock:
            for key, value in pairs:
                self._items[key] = value
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)


class InFlight:
    """Single flight: concurrent requests that need the same expansion wait for the one computing it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: dict[Hashable, threading.Event] = {}

    def claim(self, key: Hashable) -> threading.Event | None:
        """None: the caller computes ``key`` and must call release; else an event set when it is done."""
        with self._lock:
            event = self._running.get(key)
            if event is None:
                self._running[key] = threading.Event()
            return event

    def release(self, key: Hashable) -> None:
        with self._lock:
            event = self._running.pop(key, None)
        if event is not None:
            event.set()


class TraversalMemo:
    """One-hop expansions and node properties, memoised per graph revision.

    Hubs (a filing, a unit, a popular concept) recur in many neighbourhoods; their expansion is computed once per
    revision and reused (and computed once even when concurrent requests need it at the same time), so a
    neighbourhood of a node never asked before only queries what is new to it.
    """

    def __init__(self, maxsize: int = 4096) -> None:
        self.rows = LRU(maxsize)  # "revision, cap, focus, types, node key" -> groups
        self.props = LRU(maxsize)  # "revision, node key" -> (labels, properties)
        self.inflight = InFlight()


def props_key(revision: int | None, node: str) -> str:
    return f"{revision}\x1f{node}"


def memo_node(row: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, Any]]:
    """A traverse.nodes row as the memo keeps it: (labels as a shared tuple, properties)."""
    return label_tuple(row["labels"]), row["properties"]
