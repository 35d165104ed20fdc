"""A full disk said as such: which path could not be written and how much space is left there.

Python reports a full disk as ``OSError(ENOSPC)`` (``EDQUOT`` over a quota, ``EFBIG`` over a file-size limit),
and a failed ``write()`` names no file. Writers that matter wrap their writes in :func:`writing_to`, so the
error names the path; the CLI turns any other full-disk ``OSError`` into the same one-line reason.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from auditgraph.errors import DiskFull

NO_SPACE = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def is_no_space(exc: BaseException) -> bool:
    return isinstance(exc, OSError) and exc.errno in NO_SPACE


def free_bytes(path: Path | str) -> int | None:
    """Bytes an unprivileged writer may still use on the file system holding ``path`` (its nearest existing
    ancestor), or None when it cannot be told."""
    p = Path(path)
    while not p.exists() and p != p.parent:
        p = p.parent
    try:
        st = os.statvfs(p)
    except OSError:
        return None
    return st.f_bavail * st.f_frsize


def _size(n: int | None) -> str:
    if n is None:
        return "unknown space"
    size = float(n)
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} bytes"  # pragma: no cover - the loop always returns


def disk_full(path: Path | str, what: str, cause: str = "no space left on device") -> DiskFull:
    """The one-line reason for a write that found the disk full."""
    return DiskFull(
        f"{path}: the disk is full ({cause}; {_size(free_bytes(path))} free there) while {what}; "
        "free space and run the command again — what was completed before is intact"
    )


@contextmanager
def writing_to(path: Path | str, what: str) -> Iterator[None]:
    """Turn a full-disk ``OSError`` raised by the writes inside into :class:`DiskFull` naming ``path``."""
    try:
        yield
    except OSError as exc:
        if exc.errno in NO_SPACE:
            raise disk_full(exc.filename or path, what, os.strerror(exc.errno).lower()) from exc
        raise


def write_whole(path: Path | str, write: Callable[[Path], None], what: str) -> None:
    """Write a file whole or not at all: ``write`` fills a temporary file beside ``path``, which then replaces it.
    A full disk is :class:`DiskFull` naming ``path``, and leaves neither a 0-byte nor a cut file behind (an
    export onto a full disk used to end in a traceback and an empty .xlsx)."""
    target = Path(path)
    temp = target.with_name(f".{target.name}.partial")
    try:
        with writing_to(target, what):
            write(temp)
            os.replace(temp, target)
    finally:
        temp.unlink(missing_ok=True)
