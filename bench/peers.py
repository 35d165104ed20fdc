"""The peers the benches measure against, driven offline on the same local files as auditgraph.

* Arelle (arelle-release), through ``Cntlr.Cntlr`` + ``ModelManager.load`` with its web cache set to work
  offline. Offline it cannot resolve the remote us-gaap/dei/srt schemas the instances import, so every fact
  of a concept declared only there is rejected (``xbrl:schemaImportMissing``) and calculation arcs to those
  concepts do not resolve. The counts it returns are reported as they are.
* edgartools, through ``edgar.xbrl.XBRL.from_files`` (its parser for local instance/schema/linkbase files;
  no network is used on that path).
* A floor: the standard library's ``xml.etree.ElementTree`` parsing the instance and counting fact elements.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness import FilingCase

XBRLI = "http://www.xbrl.org/2003/instance"
LINK = "http://www.xbrl.org/2003/linkbase"
XLINK = "http://www.w3.org/1999/xlink"
_NON_FACT = (f"{{{XBRLI}}}", f"{{{LINK}}}")
# linkbaseRef xlink:role -> the linkbase kind harness.filing_cases() classified by content
_LINKBASE_REF_ROLES = {
    f"http://www.xbrl.org/2003/role/{k}LinkbaseRef": k
    for k in ("calculation", "presentation", "definition", "label", "reference")
}


def _local_refs(path: Path, tag: str) -> list[tuple[str, str | None]]:
    """(href, xlink:role) of every ``tag`` element in a document whose href is a relative file name."""
    out = []
    for el in ET.parse(path).getroot().iter(tag):
        href = el.get(f"{{{XLINK}}}href", "")
        if href and "://" not in href and "/" not in href:
            out.append((href, el.get(f"{{{XLINK}}}role")))
    return out


def arelle_view(case: FilingCase, folder: Path) -> tuple[Path, list[str]]:
    """A folder of symlinks to the filing's files, plus aliases for the names its references use.

    Some shared filings were stored under other names than the ones their references give (msft's instance
    names msft-20150630.xsd, the folder holds msft-20150731.xsd whose linkbaseRefs name msft-20150630_*.xml;
    aeon's schema is stored as *.xsd.xml). auditgraph resolves such an alias itself when the folder holds a
    single schema / a single linkbase of the referenced kind; Arelle resolves references by name only, so it
    is given the same aliases as symlinks (no copies). Returns the instance to load and the aliases made.
    """
    files = [case.instance, *case.schemas, *(p for ps in case.linkbases.values() for p in ps)]
    for p in files:
        (folder / p.name).symlink_to(p)
    aliases = []

    def alias(name: str, target: Path) -> None:
        if not (folder / name).exists():
            (folder / name).symlink_to(target)
            aliases.append(f"{name} -> {target.name}")

    if len(case.schemas) == 1:
        for href, _ in _local_refs(case.instance, f"{{{LINK}}}schemaRef"):
            alias(href, case.schemas[0])
        for href, role in _local_refs(case.schemas[0], f"{{{LINK}}}linkbaseRef"):
            kind = _LINKBASE_REF_ROLES.get(role or "")
            if kind and len(case.linkbases.get(kind, [])) == 1:
                alias(href, case.linkbases[kind][0])
    return folder / case.instance.name, aliases


class ArellePeer:
    """One Arelle controller for the whole run, offline, logging to an in-memory buffer."""

    def __init__(self) -> None:
        from arelle import Cntlr

        self.cntlr = Cntlr.Cntlr(logFileName="logToBuffer", disable_persistent_config=True)
        self.cntlr.webCache.workOffline = True

    def load(self, path: Path):
        model = self.cntlr.modelManager.load(str(path))
        self.cntlr.logHandler.clearLogBuffer()
        return model

    @staticmethod
    def unresolved(model) -> int:
        """Documents Arelle could not load offline (remote schemas): logged as IOerror."""
        return sum(1 for code in model.errors if code == "IOerror")

    def close(self) -> None:
        self.cntlr.close()


@contextmanager
def arelle_peer() -> Iterator[ArellePeer | None]:
    """Arelle when arelle-release is installed (`pip install -e '.[bench]'`), else None; closed afterwards."""
    try:
        peer: ArellePeer | None = ArellePeer()
    except ImportError:
        peer = None
    try:
        yield peer
    finally:
        if peer is not None:
            peer.close()


def edgartools_parse(case: FilingCase):
    """edgartools' local-file path: schema, then each linkbase kind, then the instance (one file per kind)."""
    from edgar.xbrl import XBRL

    def first(kind: str) -> str | None:
        files = case.linkbases.get(kind) or []
        return str(files[0]) if files else None

    return XBRL.from_files(
        instance_file=str(case.instance),
        schema_file=str(case.schemas[0]) if case.schemas else None,
        presentation_file=first("presentation"),
        calculation_file=first("calculation"),
        definition_file=first("definition"),
        label_file=first("label"),
    )


def etree_fact_count(path: Path) -> int:
    """The floor: parse the instance with ElementTree and count fact elements (items, and items in tuples)."""
    root = ET.parse(path).getroot()

    def count(parent: ET.Element) -> int:
        n = 0
        for el in parent:
            if not isinstance(el.tag, str) or el.tag.startswith(_NON_FACT):
                continue
            n += 1 if el.get("contextRef") is not None else count(el)
        return n

    return count(root)
