"""``python -m auditgraph.store.watchdog PID DATA_DIR``: stop the embedded graph server an API process uses once
that process is gone and no other client is connected.

The server runs daemonized, so a SIGKILLed (or crashed) API left it running for good, holding its data folder.
A clean API stop closes its store, which stops the server itself; this covers the unclean end. The watchdog runs
in its own session (a kill of the API's process group does not take it along) and exits with the server.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

POLL_S = 1.0


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    return True


def watch(owner: int, data_dir: Path, poll_s: float = POLL_S) -> None:
    from auditgraph.store.embedded import EmbeddedServer

    server = EmbeddedServer(data_dir)
    while _alive(owner):
        time.sleep(poll_s)
        if server._state() == "down":
            return  # the server stopped anyway
    # The owner is gone: stop the server once nobody else uses it (stop() asks again and respects `db start`).
    while server._state() != "down":
        if server.stop():
            return
        time.sleep(poll_s)


def start_watchdog(store: object):  # -> subprocess.Popen | None
    """A watchdog for this process over the store's embedded server (None for other backends)."""
    import subprocess

    server = getattr(store, "server", None)
    if server is None:
        return None
    return subprocess.Popen(
        [sys.executable, "-m", "auditgraph.store.watchdog", str(os.getpid()), str(server.data_dir)],
        start_new_session=True,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def main(argv: list[str]) -> int:
    if len(argv) != 3 or not argv[1].isdigit():
        print("usage: python -m auditgraph.store.watchdog PID DATA_DIR", file=sys.stderr)
        return 2
    watch(int(argv[1]), Path(argv[2]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
