"""Stops an embedded FalkorDB server once no client has used it for a while.

Started detached by :class:`auditgraph.store.embedded.EmbeddedServer` when it starts a server with an idle time:
``python -m auditgraph.store.reaper DATA_DIR IDLE_S``. It polls the server's client list; while a client is
connected (a command, ``auditgraph serve``) or ``auditgraph db start`` asked it to keep running, the clock
restarts. After IDLE_S seconds without clients it stops the server the way a last command would (compacting a
grown log first). It exits when the server is gone, whoever stopped it.
"""

from __future__ import annotations

import fcntl
import sys
import time
from pathlib import Path

from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer


def watch(data_dir: Path, idle_s: float, poll_s: float | None = None) -> str:
    """Watch until the server stops; returns why it ended (``stopped-idle``, ``gone`` or ``other-reaper``)."""
    lock_file = open(data_dir / "reaper.lock", "w")
    with lock_file:
        try:
            fcntl.flock(lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return "other-reaper"  # one watcher per server is enough
        server = EmbeddedServer(data_dir)  # idle_s 0 here: stop() below really stops it
        poll = poll_s if poll_s is not None else max(0.2, min(5.0, idle_s / 4))
        idle_since = time.monotonic()
        while True:
            time.sleep(poll)
            if server._state() == "down":
                return "gone"
            if (data_dir / KEEP_RUNNING).exists() or server.other_clients() > 0:
                idle_since = time.monotonic()
                continue
            if time.monotonic() - idle_since >= idle_s and server.stop():
                return "stopped-idle"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m auditgraph.store.reaper DATA_DIR IDLE_S", file=sys.stderr)
        return 2
    print(watch(Path(argv[0]), float(argv[1])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
