"""`auditgraph export neo4j-import OUT_DIR`: the graph as CSV files for ``neo4j-admin database import full``.

For an EDGAR-size backfill, loading through Cypher (MERGE per batch, one transaction at a time) is the slow
path; Neo4j's offline importer writes the store files directly from CSV. This module writes, from any
store (typically the embedded graph the bulk ingest filled), one node file per label and one relationship
file per type, with the header syntax the importer expects:

- nodes: ``:ID`` (the engine's node id, one global ID space), then ``name:type`` per property, then ``:LABEL``;
- relationships: ``:START_ID``, ``:END_ID``, ``:TYPE``, then ``name:type`` per property.

Types are inferred per file from the values (``long``, ``double``, ``boolean``, ``string`` and their arrays
``type[]``, elements joined by ``;``); a column whose values mix types is written as strings. Null is an empty
unquoted field, every string is quoted, so an empty string stays an empty string. ``read_import_dir`` reads the
files back with the same rules (the test loads them into a fresh graph and compares counts).
"""

from __future__ import annotations

import csv
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from auditgraph.diskspace import writing_to
from auditgraph.errors import InputError
from auditgraph.store.base import GraphStore

# Array elements are joined with the ASCII unit separator: labels and texts contain ';' and ',' (company labels
# do), while the store refuses control characters in any value, so this one can never occur inside an element.
ARRAY_DELIMITER = "\x1f"
ARRAY_DELIMITER_ARG = "U+001F"  # how neo4j-admin's --array-delimiter names it
SCALAR_TYPES = ("long", "double", "boolean", "string")
IMPORT_TYPES = {
    "int",
    "long",
    "float",
    "double",
    "boolean",
    "byte",
    "short",
    "char",
    "string",
    "date",
    "localtime",
    "time",
    "localdatetime",
    "datetime",
    "duration",
    "point",
}
_HEADER_FIELD = re.compile(
    r"^(?P<name>[^:]*)(?::(?P<type>[A-Za-z_]+(?:\[\])?|ID|LABEL|START_ID|END_ID|TYPE|IGNORE))?"
    r"(?:\((?P<space>[^)]*)\))?$"
)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "long"
    if isinstance(value, float):
        return "double"
    return "string"


def column_type(values: list[Any]) -> str:
    """The importer type of a column: one scalar type, ``double`` for ints mixed with floats, else ``string``;
    ``[]`` when the values are lists."""
    present = [v for v in values if v is not None]
    is_list = any(isinstance(v, list) for v in present)
    items = [x for v in present for x in (v if isinstance(v, list) else [v]) if x is not None]
    kinds = {_kind(x) for x in items}
    if kinds <= {"long"} and kinds:
        base = "long"
    elif kinds <= {"long", "double"} and kinds:
        base = "double"
    elif kinds == {"boolean"}:
        base = "boolean"
    else:
        base = "string"
    return base + ("[]" if is_list else "")


def _scalar(value: Any, base: str, where: str) -> str:
    if base == "boolean":
        return "true" if value else "false"
    if base in ("long", "double"):
        if isinstance(value, float) and not math.isfinite(value):
            return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
        return repr(float(value)) if base == "double" else str(int(value))
    text = str(value).lower() if isinstance(value, bool) else str(value)
    if "\n" in text or "\r" in text:
        text = text.replace("\r\n", "\n")  # the importer reads quoted multi-line fields with --multiline-fields
    return text


def format_field(value: Any, typ: str, where: str) -> str:
    """One CSV field: empty for null, strings quoted (so "" is an empty string), arrays joined."""
    if value is None:
        return ""
    base = typ[:-2] if typ.endswith("[]") else typ
    if typ.endswith("[]"):
        items = value if isinstance(value, list) else [value]
        parts = [_scalar(x, base, where) for x in items if x is not None]
        if any(ARRAY_DELIMITER in p for p in parts):
            raise InputError(f"{where}: an array element contains the array delimiter ({ARRAY_DELIMITER_ARG})")
        text = ARRAY_DELIMITER.join(parts)
    else:
        text = _scalar(value, base, where)
    if base == "string":
        return '"' + text.replace('"', '""') + '"'
    return text


@dataclass
class ExportReport:
    out_dir: str
    node_files: dict[str, int] = field(default_factory=dict)  # label -> nodes
    relationship_files: dict[str, int] = field(default_factory=dict)  # type -> relationships
    command: str = ""


def _pages(store: GraphStore, name: str, page: int) -> Iterator[dict]:
    after = -1
    while True:
        rows = store.run(name, {"after": after, "limit": page})
        if not rows:
            return
        yield from rows
        after = rows[-1]["id"]


def _write(path: Path, header: list[str], rows: list[list[str]]) -> None:
    with writing_to(path, "writing the Neo4j import files"), open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(",".join(header) + "\n")
        for r in rows:
            fh.write(",".join(r) + "\n")


def export_neo4j_import(store: GraphStore, out_dir: Path, page: int = 20000) -> ExportReport:
    """Write the whole graph as neo4j-admin import CSVs into ``out_dir`` (created; existing CSVs replaced).
    Nodes with several labels go to the file of their first label in sorted order with all labels in ``:LABEL``."""
    out = Path(out_dir)
    with writing_to(out, "creating the export folder"):
        out.mkdir(parents=True, exist_ok=True)
    for old in list(out.glob("nodes_*.csv")) + list(out.glob("relationships_*.csv")):
        old.unlink()
    nodes: dict[str, list[dict]] = {}
    for row in _pages(store, "export.nodes", page):
        labels = sorted(row["labels"])
        nodes.setdefault(labels[0] if labels else "_", []).append(row)
    report = ExportReport(out_dir=str(out))
    args = []
    for label in sorted(nodes):
        rows = nodes[label]
        keys = sorted({k for r in rows for k in r["props"]})
        types = {k: column_type([r["props"].get(k) for r in rows]) for k in keys}
        header = [":ID"] + [f"{k}:{types[k]}" for k in keys] + [":LABEL"]
        body = [
            [str(r["id"])]
            + [format_field(r["props"].get(k), types[k], f"{label}.{k}") for k in keys]
            + [format_field(sorted(r["labels"]), "string[]", f"{label} labels")]
            for r in rows
        ]
        _write(out / f"nodes_{label}.csv", header, body)
        report.node_files[label] = len(rows)
        args.append(f"--nodes=nodes_{label}.csv")
    rels: dict[str, list[dict]] = {}
    for row in _pages(store, "export.relationships", page):
        if row["type"] is not None:
            rels.setdefault(row["type"], []).append(row)
    for rtype in sorted(rels):
        rows = rels[rtype]
        keys = sorted({k for r in rows for k in r["props"]})
        types = {k: column_type([r["props"].get(k) for r in rows]) for k in keys}
        header = [":START_ID", ":END_ID", ":TYPE"] + [f"{k}:{types[k]}" for k in keys]
        body = [
            [str(r["start"]), str(r["end"]), format_field(rtype, "string", rtype)]
            + [format_field(r["props"].get(k), types[k], f"{rtype}.{k}") for k in keys]
            for r in rows
        ]
        _write(out / f"relationships_{rtype}.csv", header, body)
        report.relationship_files[rtype] = len(rows)
        args.append(f"--relationships=relationships_{rtype}.csv")
    report.command = (
        "neo4j-admin database import full --overwrite-destination --multiline-fields=true "
        f"--array-delimiter={ARRAY_DELIMITER_ARG} " + " ".join(args) + " neo4j"
    )
    with writing_to(out / "neo4j-admin-import.sh", "writing the Neo4j import files"):
        (out / "neo4j-admin-import.sh").write_text(
            "#!/bin/sh\n# run from this folder, with the Neo4j server stopped\n" + report.command + "\n"
        )
    return report


# -- reading the files back (header validation and the round-trip test) ------------------------------------


@dataclass
class ImportFile:
    path: Path
    kind: str  # nodes | relationships
    columns: list[tuple[str, str]]  # (name, type or special: ID, LABEL, START_ID, END_ID, TYPE)
    rows: list[dict[str, Any]]


def parse_header(header: list[str], where: str) -> list[tuple[str, str]]:
    """Validate an import header as ``neo4j-admin database import`` reads it; returns (name, type) pairs."""
    cols = []
    for h in header:
        m = _HEADER_FIELD.match(h)
        if not m:
            raise InputError(f"{where}: header field {h!r} is not name:type")
        name, typ = m.group("name"), m.group("type") or "string"
        if typ in ("ID", "LABEL", "START_ID", "END_ID", "TYPE", "IGNORE"):
            cols.append((name, typ))
            continue
        base = typ[:-2] if typ.endswith("[]") else typ
        if base.lower() not in IMPORT_TYPES:
            raise InputError(f"{where}: header field {h!r} has an unknown type {typ!r}")
        if not name:
            raise InputError(f"{where}: header field {h!r} has no property name")
        cols.append((name, typ))
    specials = [t for _, t in cols if t in ("ID", "LABEL", "START_ID", "END_ID", "TYPE")]
    if sorted(specials) not in (["ID", "LABEL"], ["END_ID", "START_ID", "TYPE"]):
        raise InputError(
            f"{where}: a node file needs :ID and :LABEL, a relationship file :START_ID, :END_ID and "
            f":TYPE (found {specials})"
        )
    return cols


def _parse_value(text: str, quoted: bool, typ: str) -> Any:
    if text == "" and not quoted:
        return None
    base = typ[:-2] if typ.endswith("[]") else typ
    if typ.endswith("[]"):
        return [_parse_value(p, True, base) for p in text.split(ARRAY_DELIMITER)] if text else []
    if base in ("long", "int"):
        return int(text)
    if base in ("double", "float"):
        return float(text)
    if base == "boolean":
        return text.lower() == "true"
    return text


def _split_quoted(line: str) -> list[tuple[str, bool]]:
    """CSV fields with whether each was quoted (the importer tells null from "" by the quotes)."""
    out, i, n = [], 0, len(line)
    while True:
        if i < n and line[i] == '"':
            j, buf = i + 1, []
            while True:
                k = line.index('"', j)
                buf.append(line[j:k])
                if k + 1 < n and line[k + 1] == '"':
                    buf.append('"')
                    j = k + 2
                    continue
                i = k + 1
                break
            out.append(("".join(buf), True))
        else:
            k = line.find(",", i)
            k = n if k < 0 else k
            out.append((line[i:k], False))
            i = k
        if i >= n:
            return out
        if line[i] != ",":
            raise InputError(f"malformed CSV field near {line[i : i + 20]!r}")
        i += 1
        if i == n:
            out.append(("", False))
            return out


def _records(path: Path) -> Iterator[str]:
    """Logical CSV records (a quoted field may span lines)."""
    with open(path, encoding="utf-8", newline="") as fh:
        parts: list[str] = []
        quotes = 0
        for line in fh:
            parts.append(line)
            quotes += line.count('"')
            if quotes % 2 == 0:
                yield "".join(parts).rstrip("\n")
                parts, quotes = [], 0
        if parts:
            raise InputError(f"{path.name}: unterminated quoted field")


def read_import_file(path: Path) -> ImportFile:
    records = _records(path)
    header = next(csv.reader([next(records)]))
    cols = parse_header(header, path.name)
    kind = "nodes" if any(t == "ID" for _, t in cols) else "relationships"
    rows = []
    for lineno, record in enumerate(records, start=2):
        fields = _split_quoted(record)
        if len(fields) != len(cols):
            raise InputError(f"{path.name}:{lineno}: {len(fields)} fields, the header has {len(cols)}")
        rows.append(
            {
                (name or typ) if typ in ("ID", "LABEL", "START_ID", "END_ID", "TYPE") else name: _parse_value(
                    text,
                    quoted,
                    "string[]" if typ == "LABEL" else "string" if typ in ("ID", "START_ID", "END_ID", "TYPE") else typ,
                )
                for (name, typ), (text, quoted) in zip(cols, fields)
            }
        )
    return ImportFile(path=path, kind=kind, columns=cols, rows=rows)


def read_import_dir(out_dir: Path) -> list[ImportFile]:
    files = sorted(Path(out_dir).glob("nodes_*.csv")) + sorted(Path(out_dir).glob("relationships_*.csv"))
    if not files:
        raise InputError(f"{out_dir}: no nodes_*.csv or relationships_*.csv")
    return [read_import_file(p) for p in files]
