"""An independent reader of a filing's face statement, straight from its files (no auditgraph code): the presentation
linkbase's arcs of one role in order, the label linkbase's text for each arc's preferred label role, and the
instance's facts, put together as a printed statement shows them. The statement tests compare auditgraph's output
with what this reads.

Rules it applies (XBRL 2.1, the LRR and how SEC filers use them): a line per presentation arc to a concept that
is not abstract and not part of a table's structure; its label is the text of the arc's preferredLabel role, else
the standard label; a negated role prints the value with its sign flipped; a period start role takes the instant
the day before the column starts, a period end role the instant it ends (an instant concept with neither, the end);
a concept with facts for a member of an axis the role presents gets one line per such member, before the line
(after it for an opening balance).
"""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

from lxml import etree

LINK = "{http://www.xbrl.org/2003/linkbase}"
XLINK = "{http://www.w3.org/1999/xlink}"
XBRLI = "{http://www.xbrl.org/2003/instance}"
XBRLDI = "{http://xbrl.org/2006/xbrldi}"
STANDARD = "http://www.xbrl.org/2003/role/label"
STRUCTURE = ("Table", "LineItems", "Axis", "Domain", "Member")
ABSTRACT = ("Abstract", "RollForward")


def _parse(path: Path):
    return etree.parse(str(path), etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True)).getroot()


def _qname(href: str) -> str:
    prefix, _, local = href.split("#")[1].partition("_")
    return f"{prefix}:{local}"


def _one(folder: Path, suffix: str) -> Path:
    [path] = sorted(folder.glob(f"*{suffix}"))
    return path


class FilingFiles:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.labels = self._labels()
        self.contexts, self.facts = self._instance()

    def _labels(self) -> dict[tuple[str, str], str]:
        root = _parse(_one(self.folder, "_lab.xml"))
        out: dict[tuple[str, str], str] = {}
        for link in root.iter(f"{LINK}labelLink"):
            locs = {loc.get(f"{XLINK}label"): _qname(loc.get(f"{XLINK}href")) for loc in link.iter(f"{LINK}loc")}
            resources = defaultdict(list)
            for res in link.iter(f"{LINK}label"):
                if (res.get("{http://www.w3.org/XML/1998/namespace}lang") or "").lower().startswith("en"):
                    resources[res.get(f"{XLINK}label")].append(res)
            for arc in link.iter(f"{LINK}labelArc"):
                concept = locs[arc.get(f"{XLINK}from")]
                for res in resources[arc.get(f"{XLINK}to")]:
                    out.setdefault((concept, res.get(f"{XLINK}role")), " ".join("".join(res.itertext()).split()))
        return out

    def _instance(self) -> tuple[dict[str, tuple[str, tuple]], list[dict]]:
        # the instance: an inline filing's extracted "*_htm.xml", or the one .xml that is no linkbase (unp-20121231.xml)
        found = sorted(self.folder.glob("*_htm.xml")) or [
            p for p in sorted(self.folder.glob("*.xml")) if not re.search(r"_(cal|def|lab|pre)\.xml$", p.name)
        ]
        [path] = found
        root = _parse(path)
        prefixes = {ns: p for p, ns in root.nsmap.items() if p}
        contexts = {}
        for ctx in root.iter(f"{XBRLI}context"):
            instant = ctx.findtext(f"{XBRLI}period/{XBRLI}instant")
            if instant:
                period = instant.strip().replace("-", "")
            else:
                period = "-".join(
                    ctx.findtext(f"{XBRLI}period/{XBRLI}{p}").strip().replace("-", "") for p in ("startDate", "endDate")
                )
            dims = tuple(sorted((m.get("dimension"), m.text.strip()) for m in ctx.iter(f"{XBRLDI}explicitMember")))
            typed = list(ctx.iter(f"{XBRLDI}typedMember"))
            contexts[ctx.get("id")] = (period, dims if not typed else (("typed", "typed"),) * 2)
        units = {}
        for u in root.iter(f"{XBRLI}unit"):
            measures = [m.text.strip().split(":")[-1] for m in u.iter(f"{XBRLI}measure")]
            units[u.get("id")] = "/".join(measures)
        facts = []
        for el in root:
            if el.get("contextRef") is None or el.get("unitRef") is None or el.text is None:
                continue
            ns, local = el.tag[1:].split("}")
            period, dims = contexts[el.get("contextRef")]
            facts.append(
                {
                    "concept": f"{prefixes[ns]}:{local}",
                    "period": period,
                    "dims": dims,
                    "unit": units[el.get("unitRef")],
                    "value": float(el.text.strip()),
                    "decimals": el.get("decimals"),
                }
            )
        return contexts, facts

    def arcs(self, role: str) -> list[tuple[str, str, float, str | None]]:
        root = _parse(_one(self.folder, "_pre.xml"))
        out = []
        for link in root.iter(f"{LINK}presentationLink"):
            if link.get(f"{XLINK}role") != role:
                continue
            locs = {loc.get(f"{XLINK}label"): _qname(loc.get(f"{XLINK}href")) for loc in link.iter(f"{LINK}loc")}
            for arc in link.iter(f"{LINK}presentationArc"):
                out.append(
                    (
                        locs[arc.get(f"{XLINK}from")],
                        locs[arc.get(f"{XLINK}to")],
                        float(arc.get("order") or 0),
                        arc.get("preferredLabel"),
                    )
                )
        return out

    def value(self, concept: str, period: str, dims: tuple = ()) -> float | None:
        """The fact's value; of duplicates (an inline filing tags a number in the statement and again, rounded, in
        a note), the most precise, after checking that they agree at the other's precision (XBRL 2.1 §4.10)."""
        found = [f for f in self.facts if (f["concept"], f["period"], f["dims"]) == (concept, period, dims)]
        if not found:
            return None

        def decimals(f):
            return 99 if f["decimals"] in (None, "INF") else int(f["decimals"])

        best = max(found, key=decimals)
        for f in found:
            assert round(best["value"], decimals(f)) == f["value"], (concept, period, dims, found)
        return best["value"]


def _day_before(token: str) -> str:
    return (date(int(token[:4]), int(token[4:6]), int(token[6:])) - timedelta(days=1)).strftime("%Y%m%d")


def printed_lines(files: FilingFiles, role: str, columns: list[str]) -> list[tuple[str, tuple]]:
    """(label, value per column or None) of every line the statement prints, in order."""
    arcs = files.arcs(role)
    children = defaultdict(list)
    for parent, child, order, preferred in arcs:
        children[parent].append((order, child, preferred))
    roots = sorted({p for p, *_ in arcs} - {c for _, c, *_ in arcs})
    axes: dict[str, list[str]] = {}

    def members_of(node: str) -> list[str]:
        out = []
        for _, child, _ in sorted(children[node]):
            out += [child, *members_of(child)]
        return out

    for _, child, _, _ in arcs:
        if child.endswith("Axis"):
            axes[child] = members_of(child)

    def cell(concept: str, column: str, preferred: str | None, dims: tuple) -> float | None:
        local = (preferred or "").rsplit("/", 1)[-1]
        if "-" in column:
            start, end = column.split("-")
            tokens = (
                [_day_before(start), start]
                if "periodstart" in local.lower()
                else [end]
                if "periodend" in local.lower()
                else [column, end]
            )
        else:
            tokens = [column]
        for t in tokens:
            v = files.value(concept, t, dims)
            if v is not None:
                return -v if local.startswith("negated") and v != 0 else v
        return None

    lines: list[tuple[str, tuple]] = []

    def visit(concept: str, preferred: str | None, under_axis: bool) -> None:
        local = concept.split(":")[1]
        if concept.endswith("Axis") or under_axis:
            under_axis = True
        elif not local.endswith(STRUCTURE) and not local.endswith(ABSTRACT):
            label = files.labels.get((concept, preferred or STANDARD)) or files.labels[(concept, STANDARD)]
            own = (label, tuple(cell(concept, c, preferred, ()) for c in columns))
            parts = []
            for axis, members in axes.items():
                for m in members:
                    values = tuple(cell(concept, c, preferred, ((axis, m),)) for c in columns)
                    if any(v is not None for v in values):
                        m_label = next(
                            files.labels.get((m, p or STANDARD)) or files.labels[(m, STANDARD)]
                            for par, ch, _, p in arcs
                            if ch == m
                        )
                        parts.append((m_label, values))
            here = [own, *parts] if "periodstart" in (preferred or "").lower() else [*parts, own]
            lines.extend(x for x in here if any(v is not None for v in x[1]))
        for _, child, pref in sorted(children[concept]):
            visit(child, pref, under_axis)

    for root in roots:
        visit(root, None, False)
    return lines


def shared_filing(folder: str) -> FilingFiles:
    """The files of one of the shared filings (``../shared/data/filings/<folder>``)."""
    from tests.conftest import filing_path

    return FilingFiles(filing_path(folder))
