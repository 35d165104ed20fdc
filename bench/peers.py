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
from pathlib import Path

from harness import FilingCase

XBRLI = "http://www.xbrl.org/2003/instance"
LINK = "http://www.xbrl.org/2003/linkbase"
_NON_FACT = (f"{{{XBRLI}}}", f"{{{LINK}}}")


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


def edgartools_parse(case: FilingCase):
    """edgartools' local-file path: schema, then each linkbase kind, then the instance (one file per kind)."""
    from edgar.xbrl import XBRL

    def first(kind: str) -> str | None:
        files = case.linkbases.get(kind) or []
        return str(files[0]) if files else None

    return XBRL.from_files(instance_file=str(case.instance), schema_file=str(case.schemas[0]) if case.schemas else None,
                           presentation_file=first("presentation"), calculation_file=first("calculation"),
                           definition_file=first("definition"), label_file=first("label"))


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
