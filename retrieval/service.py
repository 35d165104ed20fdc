"""The embedding model held by a long-lived process, so a command that searches starts warm.

Loading torch and the sentence-transformers model costs 10-25 s on two cores; a `search` or `ask` on the command
line needs one query vector. The first command that needs the model starts ``python -m auditgraph.retrieval.service
DATA_DIR IDLE_S`` (detached, like the embedded graph server) and every later one asks it over a unix socket in the
graph's folder; it exits after IDLE_S seconds without a request. :class:`ServiceEmbedder` has the interface of
:class:`~auditgraph.retrieval.embedder.Embedder`, so the retriever does not know which one it has.

Wire format, one request per connection: a 4-byte big-endian length and a JSON object (``{"texts": [...]}``, or
``{}`` for the model's name and dimension); the answer is a 4-byte length, a JSON header (``name``, ``dimension``,
``rows`` or ``error``) and ``rows × dimension`` little-endian float32 values.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import logging
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from auditgraph.errors import AuditgraphError, StoreUnavailable
from auditgraph.retrieval.embedder import QueryMemo

logger = logging.getLogger("auditgraph.retrieval.service")

SOCKET_NAME = "embedder.sock"
PID_NAME = "embedder.pid"
_LENGTH = struct.Struct(">I")
_MAX_MESSAGE = 64 * 1024 * 1024


def socket_path(data_dir: Path) -> Path:
    path = Path(data_dir).resolve() / SOCKET_NAME
    if len(str(path)) > 100:  # unix socket paths are limited to ~107 bytes
        digest = hashlib.sha1(str(path).encode()).hexdigest()[:16]
        path = Path(tempfile.gettempdir()) / f"auditgraph-embedder-{digest}.sock"
    return path


def _send(conn: socket.socket, payload: bytes) -> None:
    conn.sendall(_LENGTH.pack(len(payload)) + payload)


def _receive(conn: socket.socket) -> bytes:
    def exactly(n: int) -> bytes:
        chunks, got = [], 0
        while got < n:
            chunk = conn.recv(min(n - got, 1 << 20))
            if not chunk:
                raise ConnectionError("the embedding service closed the connection")
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    (n,) = _LENGTH.unpack(exactly(_LENGTH.size))
    if n > _MAX_MESSAGE:
        raise ConnectionError(f"a message of {n} bytes is over the {_MAX_MESSAGE} limit")
    return exactly(n)


# ------------------------------------------------------------------------------------------------ server
def serve(data_dir: Path, idle_s: float) -> str:
    """Load the model, answer requests until ``idle_s`` pass without one; returns why it stopped."""
    from auditgraph.retrieval.embedder import load_embedder

    embedder = load_embedder()
    path = socket_path(data_dir)
    path.unlink(missing_ok=True)  # the client that started us holds the start lock: no live server owns it
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen(16)
        server.settimeout(idle_s)
        (Path(data_dir) / PID_NAME).write_text(str(os.getpid()))
        print(f"model {embedder.name} loaded; serving on {path}", flush=True)
        try:
            while True:
                try:
                    conn, _ = server.accept()
                except TimeoutError:
                    return "stopped-idle"
                with conn:
                    conn.settimeout(30)
                    try:
                        _answer(conn, embedder)
                    except (OSError, ValueError, ConnectionError) as exc:  # one bad client never stops the service
                        logger.warning("embedding request failed", extra={"fields": {"reason": str(exc)}})
        finally:
            path.unlink(missing_ok=True)
            (Path(data_dir) / PID_NAME).unlink(missing_ok=True)


def _answer(conn: socket.socket, embedder) -> None:
    request = json.loads(_receive(conn))
    texts = request.get("texts", []) if isinstance(request, dict) else None
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        _send(conn, json.dumps({"error": "texts must be a list of strings"}).encode())
        return
    vectors = embedder.encode(texts) if texts else np.zeros((0, embedder.dimension), dtype=np.float32)
    header = json.dumps({"name": embedder.name, "dimension": embedder.dimension, "rows": len(texts)}).encode()
    _send(conn, header)
    _send(conn, np.ascontiguousarray(vectors, dtype="<f4").tobytes())


def stop_service(data_dir: Path) -> bool:
    """Stop the embedding service of ``data_dir`` if one runs (``auditgraph db stop``); True if one was stopped."""
    import signal

    try:
        pid = int((Path(data_dir) / PID_NAME).read_text())
        os.kill(pid, signal.SIGTERM)
    except (OSError, ValueError):
        return False
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    socket_path(data_dir).unlink(missing_ok=True)
    (Path(data_dir) / PID_NAME).unlink(missing_ok=True)
    return True


# ------------------------------------------------------------------------------------------------ client
class ServiceEmbedder:
    """An :class:`Embedder` whose model lives in the embedding service of ``data_dir`` (started when absent)."""

    def __init__(
        self, data_dir: Path, idle_s: float, *, start_timeout_s: float = 300.0, query_cache_size: int = 4096
    ) -> None:
        self.data_dir = Path(data_dir).resolve()
        self.idle_s = idle_s
        self.start_timeout_s = start_timeout_s
        self.path = socket_path(self.data_dir)
        self._memo = QueryMemo(query_cache_size)
        header, _ = self._request([])
        self.name: str = header["name"]
        self.dimension: int = int(header["dimension"])

    def _connect(self) -> socket.socket | None:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            conn.connect(str(self.path))
        except (FileNotFoundError, ConnectionRefusedError):
            conn.close()
            return None
        conn.settimeout(300)
        return conn

    def _start(self) -> socket.socket:
        """Start the service (one at a time: the start lock) and wait until it answers."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with open(self.data_dir / "embedder.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            conn = self._connect()  # another command may have started it while we waited for the lock
            if conn is not None:
                return conn
            with open(self.data_dir / "embedder.log", "ab") as log:
                proc = subprocess.Popen(
                    [sys.executable, "-m", "auditgraph.retrieval.service", str(self.data_dir), str(self.idle_s)],
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=log,
                    start_new_session=True,
                    close_fds=True,
                )
            deadline = time.monotonic() + self.start_timeout_s
            while time.monotonic() < deadline:
                conn = self._connect()
                if conn is not None:
                    return conn
                if proc.poll() is not None:
                    break
                time.sleep(0.1)
            tail = (self.data_dir / "embedder.log").read_text(errors="replace")[-1500:]
            raise StoreUnavailable(
                f"the embedding service did not start (see {self.data_dir / 'embedder.log'})", log=tail
            )

    def _request(self, texts: list[str]) -> tuple[dict, np.ndarray]:
        conn = self._connect() or self._start()
        with conn:
            _send(conn, json.dumps({"texts": texts}).encode())
            header = json.loads(_receive(conn))
            if "error" in header:
                raise AuditgraphError(f"the embedding service refused the request: {header['error']}")
            body = _receive(conn)
        vectors = np.frombuffer(body, dtype="<f4").astype(np.float32)
        return header, vectors.reshape(int(header["rows"]), int(header["dimension"]))

    def encode(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self._request(list(texts))[1]

    def encode_query(self, text: str) -> np.ndarray:
        return self._memo.vector(text, self.encode)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m auditgraph.retrieval.service DATA_DIR IDLE_S", file=sys.stderr)
        return 2
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    print(serve(Path(argv[0]), float(argv[1])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
