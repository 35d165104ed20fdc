"""Reading a filing's files safely: size limits, regular files only, zip archives checked while streaming.

A filing arrives as a folder, a single document or a zip. Each of those is untrusted input: a zip bomb
(a few KB that inflate to gigabytes), entry names that climb out of the archive (``../../etc/passwd``,
``/abs/path``), symlinks or FIFOs in a folder (a FIFO blocks a reader forever; a symlink reads a file the
filer never sent), or a document far larger than any XBRL filing. Every limit is checked *while* bytes
are read, never after decompressing: a refused archive costs at most one chunk beyond its limit.
"""

from __future__ import annotations

import errno
import os
import stat
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from auditgraph.errors import InputError

_CHUNK = 1 << 16
_MB = 1024 * 1024
# Highly repetitive XBRL (an all-zero table, a long label linkbase) deflates ~20-40×; a bomb 1000× and more.
# The ratio is only judged once an entry or archive has produced this much, so tiny files never trip it.
RATIO_GRACE_BYTES = 4 * _MB
XBRL_SUFFIXES = (".xml", ".xsd", ".htm", ".html", ".xhtml", ".xbrl")


@dataclass(frozen=True)
class IngestLimits:
    """Limits for one filing. The defaults are far above any SEC filing (the largest shared document is
    under 7 MB) and far below what would exhaust memory: see README "Hostile input, faults and load"."""

    max_file_bytes: int = 128 * _MB  # one document, or one zip entry once inflated
    max_archive_bytes: int = 512 * _MB  # everything one zip inflates to
    max_ratio: int = 100  # inflated / compressed, per entry and per archive
    max_entries: int = 10_000
    # Everything one ingest reads, all its files and archives together: six zips each within max_archive_bytes
    # used to take 3.1 GB between them.
    max_total_bytes: int = 1024 * _MB

    @classmethod
    def from_settings(cls, settings: object) -> IngestLimits:
        return cls(
            max_file_bytes=int(settings.ingest_max_file_mb) * _MB,
            max_archive_bytes=int(settings.ingest_max_archive_mb) * _MB,
            max_ratio=int(settings.ingest_max_zip_ratio),
            max_entries=int(settings.ingest_max_zip_entries),
            max_total_bytes=int(getattr(settings, "ingest_max_total_mb", 1024)) * _MB,
        )


class ReadBudget:
    """The bytes one ingest has read so far (files, and zip entries as they inflate), against max_total_bytes."""

    def __init__(self, limits: IngestLimits) -> None:
        self.limit, self.spent = limits.max_total_bytes, 0

    def charge(self, n: int, where: object) -> None:
        self.spent += n
        if self.spent > self.limit:
            raise InputError(
                f"{where}: the filing's files together pass the {self.limit}-byte limit for one ingest "
                "(AUDITGRAPH_INGEST_MAX_TOTAL_MB); refused (checked while reading)"
            )


def _special_kind(mode: int) -> str | None:
    for test, name in (
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return name
    return None if stat.S_ISREG(mode) or stat.S_ISDIR(mode) else "not a regular file"


def check_top_level(path: Path) -> None:
    """The path the user named may itself be a symlink (their choice), but must lead to a file or folder."""
    try:
        st = path.stat()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file or folder") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
    kind = _special_kind(st.st_mode)
    if kind is not None:
        raise InputError(f"{path}: is {kind}; give a filing folder, an instance document or a zip")


def folder_entries(folder: Path) -> list[Path]:
    """The files of a filing folder that are worth reading (XBRL suffixes and zips), in name order.

    A filing folder holds regular files only: an entry that would be read but is a symlink, FIFO, socket or
    device is refused by name (the folder is never half-read). Other entries are never opened."""
    out = []
    for p in sorted(folder.iterdir()):
        name = p.name.lower()
        if not (name.endswith(XBRL_SUFFIXES) or name.endswith(".zip")):
            continue
        mode = p.lstat().st_mode
        if stat.S_ISDIR(mode):
            continue
        kind = _special_kind(mode)
        if kind is not None:
            raise InputError(f"{p}: is {kind}; a filing folder may only hold regular files (refused, nothing loaded)")
        out.append(p)
    return out


def read_regular_file(
    path: Path, limits: IngestLimits, *, follow: bool = False, budget: ReadBudget | None = None
) -> bytes:
    """The bytes of one regular file, refusing FIFOs/devices and anything over ``max_file_bytes``.

    Opened with O_NONBLOCK (a FIFO cannot block the open) and, inside folders, O_NOFOLLOW (a symlink swapped
    in after the folder was listed is still refused); the size is enforced while reading, not trusted from
    stat, so a file that grows meanwhile is caught too."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | (0 if follow else getattr(os, "O_NOFOLLOW", 0))
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise InputError(f"{path}: is a symbolic link; a filing folder may only hold regular files") from None
        if exc.errno == errno.ENOENT:
            raise InputError(f"{path}: file not found") from None
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
    try:
        st = os.fstat(fd)
        kind = _special_kind(st.st_mode)
        if kind is not None or stat.S_ISDIR(st.st_mode):
            raise InputError(f"{path}: is {kind or 'a folder'}; expected a regular file")
        if st.st_size > limits.max_file_bytes:
            raise InputError(
                f"{path}: {st.st_size} bytes is over the {limits.max_file_bytes}-byte limit for one "
                "document (AUDITGRAPH_INGEST_MAX_FILE_MB)"
            )
        os.set_blocking(fd, True)
        parts: list[bytes] = []
        total = 0
        # Reads of the size stat gives (at least _CHUNK, at most one byte over the limit): a file read in one piece is
        # not copied again to join its parts. The limit is enforced on what is read all the same.
        size = min(max(st.st_size + 1, _CHUNK), limits.max_file_bytes + 1)
        while chunk := os.read(fd, size):
            total += len(chunk)
            if total > limits.max_file_bytes:
                raise InputError(
                    f"{path}: grew past the {limits.max_file_bytes}-byte limit for one document while "
                    "being read (AUDITGRAPH_INGEST_MAX_FILE_MB)"
                )
            if budget is not None:
                budget.charge(len(chunk), path)
            parts.append(chunk)
    finally:
        os.close(fd)
    if total == 0:
        raise InputError(f"{path}: file is empty")
    return b"".join(parts)


def _unsafe_name(name: str) -> str | None:
    """Why an entry name is refused: absolute, with a drive, or climbing out of the archive."""
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "an absolute path"
    if ".." in PurePosixPath(name.replace("\\", "/")).parts:
        return "a '..' component (zip-slip)"
    if "\x00" in name:
        return "a NUL byte"
    return None


def _inflate(
    zf: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    archive: Path,
    limits: IngestLimits,
    archive_total: int,
    archive_size: int,
    budget: ReadBudget | None = None,
) -> bytes:
    where = f"{archive}!/{info.filename}"
    parts: list[bytes] = []
    total = 0
    compressed = max(info.compress_size, 1)
    try:
        with zf.open(info) as fh:
            while chunk := fh.read(_CHUNK):
                total += len(chunk)
                if total > limits.max_file_bytes:
                    raise InputError(
                        f"{where}: inflates past the {limits.max_file_bytes}-byte limit for one document; "
                        "refused as a zip bomb (checked while inflating)"
                    )
                if total > RATIO_GRACE_BYTES and total > limits.max_ratio * compressed:
                    raise InputError(
                        f"{where}: inflates more than {limits.max_ratio}× its compressed size "
                        f"({compressed} bytes); refused as a zip bomb (checked while inflating)"
                    )
                seen = archive_total + total
                if seen > limits.max_archive_bytes:
                    raise InputError(
                        f"{archive}: inflates past the {limits.max_archive_bytes}-byte limit for one "
                        "archive; refused as a zip bomb (checked while inflating)"
                    )
                if seen > RATIO_GRACE_BYTES and seen > limits.max_ratio * max(archive_size, 1):
                    raise InputError(
                        f"{archive}: inflates more than {limits.max_ratio}× its size on disk "
                        "(overlapping entries?); refused as a zip bomb (checked while inflating)"
                    )
                if budget is not None:
                    budget.charge(len(chunk), archive)
                parts.append(chunk)
    except (zipfile.BadZipFile, zlib.error, EOFError) as exc:
        raise InputError(f"{where}: corrupt zip entry ({exc})") from None
    except NotImplementedError as exc:
        raise InputError(f"{where}: unsupported zip compression ({exc})") from None
    return b"".join(parts)


def zip_members(path: Path, limits: IngestLimits, budget: ReadBudget | None = None) -> Iterator[tuple[str, bytes]]:
    """(entry name, bytes) for each file entry of a zip, in name order, every limit checked while inflating.

    The whole archive is refused (by entry name) on an unsafe name, a symlink entry, an encrypted entry or a
    limit; entries are never written to disk."""
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise InputError(f"{path}: not a readable zip archive ({exc})") from None
    with zf:
        infos = zf.infolist()
        if len(infos) > limits.max_entries:
            raise InputError(
                f"{path}: {len(infos)} entries is over the {limits.max_entries}-entry limit for one archive"
            )
        for info in infos:
            why = _unsafe_name(info.filename)
            if why:
                raise InputError(f"{path}: entry '{info.filename[:200]}' has {why}; refused, nothing loaded")
            if stat.S_ISLNK(info.external_attr >> 16):
                raise InputError(f"{path}: entry '{info.filename}' is a symbolic link; refused, nothing loaded")
            if info.flag_bits & 0x1:
                raise InputError(f"{path}: entry '{info.filename}' is encrypted; refused")
        archive_size = path.stat().st_size
        total = 0
        for info in sorted(infos, key=lambda i: i.filename):
            if info.is_dir():
                continue
            data = _inflate(zf, info, path, limits, total, archive_size, budget)
            total += len(data)
            yield info.filename, data
