"""Seeding errors into copies of real filings: byte-level edits of the XBRL instance of a copy.

The originals (``shared/data/filings``) are read, never written: :func:`copy_filing` makes a writable
copy and every edit goes to that copy's instance document. Edits replace the text content of fact
elements selected by concept and context id, so the rest of the document stays byte-identical.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from auditgraph.errors import InputError

_INSTANCE_NS = b"http://www.xbrl.org/2003/instance"
_XBRL_ROOT = re.compile(rb"<(\w+:)?xbrl[\s>]")


def copy_filing(source: Path, dest: Path) -> Path:
    """Copy a filing folder to ``dest`` (replaced if it exists) with writable files."""
    source, dest = Path(source).resolve(), Path(dest).resolve()
    if dest == source or source in dest.parents:
        raise InputError(f"refusing to copy {source} into itself ({dest})")
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(source, dest)
    for path in dest.iterdir():
        path.chmod(0o644)
    return dest


def instance_of(folder: Path) -> Path:
    """The folder's XBRL instance document (an ``.xml`` whose root is ``xbrl``), not a linkbase."""
    for path in sorted(Path(folder).iterdir()):
        if path.suffix != ".xml":
            continue
        head = path.read_bytes()[:3000]
        if _INSTANCE_NS in head and b"linkbase>" not in head[:300] and _XBRL_ROOT.search(head):
            return path
    raise InputError(f"no XBRL instance document in {folder}")


def set_fact(folder: Path, concept: str, context_id: str, new_value: str) -> int:
    """Replace the value of every ``concept`` element in context ``context_id`` (consistent duplicates
    included, so the edit cannot be undone by duplicate resolution). Returns how many were replaced."""
    local = concept.split(":", 1)[-1].encode()
    instance = instance_of(folder)
    text = instance.read_bytes()
    pattern = re.compile(
        rb"(<(?:[\w.-]+:)?"
        + re.escape(local)
        + rb"\b[^>]*\bcontextRef=\""
        + re.escape(context_id.encode())
        + rb"\"[^>]*>)([^<]*)(<)"
    )
    new_text, count = pattern.subn(lambda m: m.group(1) + new_value.encode() + m.group(3), text)
    if count == 0:
        raise InputError(f"{concept} in context {context_id} not found in {instance.name}")
    instance.write_bytes(new_text)
    return count
