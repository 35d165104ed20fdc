"""SEC Financial Statement Data Sets (sub/num/tag/pre, tab-separated): parse, compare, load.

``num.txt`` rows are keyed (adsh, tag, version, ddate, qtrs, uom, segments, coreg). The SEC rounds
``ddate`` to the nearest month end and ``qtrs`` to whole quarters, and writes dimensions as
``Axis=Member;`` with the ``Statement`` prefix and ``Axis``/``Member`` suffixes dropped; the comparison
below applies the same normalisation to facts parsed from XBRL.
"""

from __future__ import annotations

import calendar
import hashlib
import io
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

import pandas as pd

from auditgraph.errors import InputError
from auditgraph.ingest.loader import confirm_complete, ingest_lock
from auditgraph.ingest.records import ConceptDecl
from auditgraph.ingest.rows import concept_rows
from auditgraph.store.base import GraphStore
from auditgraph.store.falkor_params import Encoded, literal

NUM_COLUMNS = ["adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value", "footnote"]


def _read_table(path: Path, name: str) -> pd.DataFrame | None:
    if path.is_file() and zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            if name not in zf.namelist():
                return None
            data = zf.read(name)
    elif (path / name).exists():
        data = (path / name).read_bytes()
    else:
        return None
    return pd.read_csv(
        io.BytesIO(data),
        sep="\t",
        dtype=str,
        keep_default_na=False,
        quoting=3,
        encoding="utf-8",
        encoding_errors="replace",
    )


@dataclass
class DataSet:
    sub: pd.DataFrame
    num: pd.DataFrame
    # adsh -> the filer's own line labels from pre.txt ("qname label", split at the first space): "Membership fees", "Net sales"
    labels: dict[str, list[str]] = field(default_factory=dict)


def filer_labels(pre: pd.DataFrame | None, adshs: set[str]) -> dict[str, list[str]]:
    """The labels each submission's statements print (``pre.txt`` ``plabel``), by accession: what the filer calls
    a line, which the taxonomy's standard label often does not say ("Revenues before reimbursements")."""
    if pre is None or not {"adsh", "tag", "version", "plabel"} <= set(pre.columns):
        return {}
    out: dict[str, list[str]] = {}
    seen: set[tuple[str, str, str]] = set()
    for adsh, tag, version, plabel in zip(pre["adsh"], pre["tag"], pre["version"], pre["plabel"]):
        if adsh not in adshs or not tag or not plabel:
            continue
        qname = f"{version.split('/')[0] if '/' in version else 'custom'}:{tag}"
        label = " ".join(str(plabel).split())
        if len(label) > 1 and label[0] == label[-1] == '"':  # a quoted field (pre.txt is read unquoted)
            label = label[1:-1].replace('""', '"')
        if (adsh, qname, label) in seen:
            continue
        seen.add((adsh, qname, label))
        out.setdefault(adsh, []).append(f"{qname} {label}")
    return out


def read_dataset(path: Path, adsh: str | None = None) -> DataSet:
    path = Path(path)
    sub, num = _read_table(path, "sub.txt"), _read_table(path, "num.txt")
    if sub is None or num is None:
        raise InputError(f"{path}: not a Financial Statement Data Set (sub.txt and num.txt are required)")
    missing = [c for c in ("adsh", "tag", "version", "ddate", "qtrs", "uom", "value") if c not in num.columns]
    if missing:
        raise InputError(f"{path}: num.txt lacks the columns {missing}")
    for col in ("segments", "coreg"):
        if col not in num.columns:
            num[col] = ""  # older data sets have no segments column
    if adsh:
        sub, num = sub[sub["adsh"] == adsh], num[num["adsh"] == adsh]
        if sub.empty:
            raise InputError(f"{path}: no submission {adsh}")
    num = num[num["value"] != ""].copy()
    num["value"] = num["value"].astype(float)
    num["qtrs"] = num["qtrs"].astype(int)
    labels = filer_labels(_read_table(path, "pre.txt"), set(sub["adsh"]))
    return DataSet(sub=sub.reset_index(drop=True), num=num.reset_index(drop=True), labels=labels)


def month_end_rounded(iso: str) -> str:
    """The SEC's ddate: the date rounded to the nearest month end."""
    d = date.fromisoformat(iso)
    prev_end = d.replace(day=1) - timedelta(days=1)
    this_end = d.replace(day=calendar.monthrange(d.year, d.month)[1])
    best = this_end if (this_end - d) <= (d - prev_end) else prev_end
    return best.strftime("%Y%m%d")


def quarters(start: str, end: str) -> int:
    days = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1
    return round(days / 91.3125)


def fsds_segments(dims: list[str]) -> str:
    """``us-gaap:StatementBusinessSegmentsAxis=aapl:JapanSegmentMember`` → ``BusinessSegments=JapanSegment;``."""
    parts = []
    for d in sorted(dims):
        axis, _, member = d.partition("=")
        a = axis.split(":")[-1]
        a = a[len("Statement") :] if a.startswith("Statement") and len(a) > 9 else a
        a = a[: -len("Axis")] if a.endswith("Axis") else a
        m = member.split(":")[-1]
        m = m[: -len("Member")] if m.endswith("Member") else m
        parts.append(f"{a}={m}")
    parts.sort()
    return "".join(f"{p};" for p in parts)


def _norm_segments(seg: str) -> str:
    items = sorted(s for s in seg.split(";") if s)
    return "".join(f"{s};" for s in items)


@dataclass
class Comparison:
    rows: int = 0
    in_instance: int = 0
    matched: int = 0
    mismatched: list[dict] = field(default_factory=list)
    not_in_instance: list[dict] = field(default_factory=list)
    rounded: list[dict] = field(default_factory=list)  # matched only after the SEC's 4-decimal rounding

    @property
    def match_rate(self) -> float:
        return self.matched / self.in_instance if self.in_instance else 0.0


def compare_with_facts(num: pd.DataFrame, fact_rows: list[dict]) -> Comparison:
    """Match SEC num rows to parsed facts on (tag, ddate, qtrs, uom, segments) and compare values."""
    index: dict[tuple, list[dict]] = {}
    for r in fact_rows:
        p = r["props"]
        if not p["numeric"] or p["is_nil"] or p["value"] is None:
            continue
        if p["period_type"] == "instant":
            ddate, q = month_end_rounded(p["instant"]), 0
        elif p["period_type"] == "duration":
            ddate, q = month_end_rounded(p["end"]), quarters(p["start"], p["end"])
        else:
            continue
        coreg = ""
        dims = [d for d in p["dims"] if not d.startswith("dei:LegalEntityAxis=")]
        legal = [d for d in p["dims"] if d.startswith("dei:LegalEntityAxis=")]
        if legal:
            coreg = legal[0].split("=", 1)[1].split(":")[-1]
            coreg = coreg[: -len("Member")] if coreg.endswith("Member") else coreg
        # The SEC writes per-share units (USD/shares) as the numerator alone (USD).
        uom = p["unit"][: -len("/shares")] if p["unit"] and p["unit"].endswith("/shares") else p["unit"]
        key = (p["concept"].split(":", 1)[1], ddate, q, uom, fsds_segments(dims), coreg)
        index.setdefault(key, []).append(p)
    cmp = Comparison()
    for row in num.sort_values(["tag", "ddate", "qtrs", "uom", "segments"]).itertuples(index=False):
        cmp.rows += 1
        key = (row.tag, row.ddate, int(row.qtrs), row.uom, _norm_segments(row.segments), row.coreg)
        facts = index.get(key)
        item = {
            "tag": row.tag,
            "ddate": row.ddate,
            "qtrs": int(row.qtrs),
            "uom": row.uom,
            "segments": row.segments,
            "value": float(row.value),
        }
        if not facts:
            cmp.not_in_instance.append(item)
            continue
        cmp.in_instance += 1
        v = float(row.value)
        if any(abs(f["value"] - v) <= 1e-6 * max(1.0, abs(v)) for f in facts):
            cmp.matched += 1
        elif any(abs(f["value"] - v) <= 0.00005 for f in facts):
            # num.txt stores values with four decimal places: $0.00001 par value appears as 0.0000.
            cmp.matched += 1
            cmp.rounded.append({**item, "instance_values": sorted(f["value"] for f in facts)})
        else:
            cmp.mismatched.append({**item, "instance_values": sorted(f["value"] for f in facts)})
    return cmp


# What a data-set fact row carries; the rest of a Fact node's properties follow from its filing group or from
# these (ingest.create_fsds_facts and ingest.merge_fsds_facts set them, fact_node_props says which), so the rows
# handed to the store are half as wide as the nodes they make.
FSDS_ROW_FIELDS = ("key", "concept", "value", "raw", "unit", "period", "qtrs", "dims")


@dataclass(frozen=True, slots=True)
class FactGroup:
    """One submission's facts as the writer needs them: its accession, fact count and concepts, and the group as
    the load queries' parameter — the map ``{filing, cik, fact_count, facts}`` (its fact rows
    :data:`FSDS_ROW_FIELDS`, sorted by key), or that map's FalkorDB text (:class:`Encoded`)."""

    filing: str
    fact_count: int
    concepts: frozenset[str]
    param: dict | Encoded


# EDGAR's name for an instance document: the filer's symbol, a dash and the period's date ("bsx-20090630.xml").
_INSTANCE_NAME = re.compile(r"([a-z]{1,6})-(?:19|20)\d{6}\.xml", re.I)


def instance_symbol(instance: str) -> str | None:
    """The symbol the filer named its instance document by (sub.txt's ``instance``: "bsx-20090630.xml" → "BSX"), the
    company's trading symbol by EDGAR's naming convention; None for another name."""
    m = _INSTANCE_NAME.fullmatch(instance.strip())
    return m.group(1).upper() if m else None


def fsds_fact_groups(ds: DataSet, encode: bool = False) -> tuple[list[dict], list[FactGroup]]:
    """Filing rows and one :class:`FactGroup` per submission that has facts, in accession order. Fact key
    ``adsh:cik:tag:ddate:uom`` (+ ``:q<qtrs>`` for durations, + a hash of the segments and co-registrant when
    present). ``encode``: each group's parameter is its FalkorDB text, made here — in a parse worker on the bulk
    path — so the one writer neither encodes the rows nor unpickles them (half of its work before)."""
    subs = {r.adsh: r for r in ds.sub.itertuples(index=False)}
    filings = [
        {
            "accession": r.adsh,
            "cik": str(int(r.cik)),
            "name": r.name,
            "form": r.form,
            "period_end": f"{r.period[:4]}-{r.period[4:6]}-{r.period[6:]}" if len(r.period) == 8 else r.period,
            "fiscal_year": r.fy,
            "fiscal_period": r.fp,
            "labels": ds.labels.get(r.adsh, []),
            "symbol": instance_symbol(str(getattr(r, "instance", "") or "")),
        }
        for r in subs.values()
    ]
    ciks = {adsh: str(int(r.cik)) for adsh, r in subs.items()}
    segment_hashes: dict[str, tuple[str, list[str]]] = {}  # a few hundred distinct segment sets per quarter
    by_filing: dict[str, list[dict]] = {}
    num = ds.num
    # whole columns as Python lists: iterating a pandas column costs a microsecond per value
    columns = [
        num[c].tolist() for c in ("adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value")
    ]
    for adsh, tag, version, ddate, qtrs, uom, segments, coreg, value in zip(*columns):
        cik = ciks.get(adsh)
        if cik is None:
            continue
        prefix = version.split("/")[0] if "/" in version else "custom"
        concept = f"{prefix}:{tag}"
        q = int(qtrs)
        key = f"{adsh}:{cik}:{concept}:{ddate}:{uom}:q{q}" if q else f"{adsh}:{cik}:{concept}:{ddate}:{uom}"
        dims: list[str] = []
        if segments or coreg:
            seg_key = f"{segments}\t{coreg}"
            known = segment_hashes.get(seg_key)
            if known is None:
                seg = _norm_segments(segments) + (f"coreg={coreg};" if coreg else "")
                known = segment_hashes[seg_key] = (
                    ":" + hashlib.sha1(seg.encode()).hexdigest()[:8] if seg else "",
                    [x for x in seg.split(";") if x],
                )
            key += known[0]
            dims = list(known[1])
        row = {
            "key": key,
            "concept": concept,
            "value": float(value),
            "raw": str(value),
            "unit": uom,
            "period": ddate,
            "qtrs": q,
            "dims": dims,
        }
        rows = by_filing.get(adsh)
        if rows is None:
            rows = by_filing[adsh] = []
        rows.append(row)
    groups = []
    for adsh in sorted(by_filing):
        rows = by_filing[adsh]
        rows.sort(key=lambda r: r["key"])
        group = {"filing": adsh, "cik": ciks[adsh], "fact_count": len(rows), "facts": rows}
        groups.append(
            FactGroup(
                adsh, len(rows), frozenset(r["concept"] for r in rows), Encoded(literal(group)) if encode else group
            )
        )
    return filings, groups


def fact_node_props(group: dict, row: dict) -> dict:
    """Every property the graph gives the Fact node of a data-set fact row (the row's own fields and the ones the
    load queries set from its group and from the row)."""
    q = row["qtrs"]
    return {
        **row,
        "filing": group["filing"],
        "cik": group["cik"],
        "is_nil": False,
        "numeric": True,
        "source": "fsds",
        "period_type": "instant" if q == 0 else "duration",
        "dim_count": len(row["dims"]),
    }


def fsds_fact_rows(ds: DataSet) -> tuple[list[dict], list[dict]]:
    """Filing rows and the full properties of every fact node a data set makes (benchmark floors and tests)."""
    filings, groups = fsds_fact_groups(ds)
    return filings, [fact_node_props(g.param, r) for g in groups for r in g.param["facts"]]


def submission_chunks(ds: DataSet, per_chunk: int = 50) -> list[DataSet]:
    """The data set split into groups of ``per_chunk`` submissions (in accession order), each with its own
    num rows: the unit the bulk path parses in a worker and the writer loads and completes together."""
    adshs = sorted(ds.sub["adsh"].unique())
    by_adsh = dict(tuple(ds.num.groupby("adsh", sort=False)))
    chunks = []
    for i in range(0, len(adshs), per_chunk):
        group = adshs[i : i + per_chunk]
        nums = [by_adsh[a] for a in group if a in by_adsh]
        num = pd.concat(nums, ignore_index=True) if nums else ds.num.iloc[0:0]
        chunks.append(
            DataSet(
                sub=ds.sub[ds.sub["adsh"].isin(group)].reset_index(drop=True),
                num=num,
                labels={a: ds.labels[a] for a in group if a in ds.labels},
            )
        )
    return chunks


def filing_batches(groups: list[FactGroup], size: int) -> Iterator[tuple[dict, int]]:
    """(``{"groups": [...]}``, facts) parameters of the load queries, whole filings per batch: at most ``size``
    facts in a batch unless one filing alone has more, which then gets a batch of its own. Each batch is written and
    completed by one statement (``ingest.create_fsds_facts``), so no filing is ever half in the graph."""
    batch: list[FactGroup] = []
    n = 0
    for g in groups:
        if batch and n + g.fact_count > size:
            yield {"groups": [b.param for b in batch]}, n
            batch, n = [], 0
        batch.append(g)
        n += g.fact_count
    if batch:
        yield {"groups": [b.param for b in batch]}, n


def write_fsds_rows(
    store: GraphStore, filings: list[dict], groups: list[FactGroup], merged_concepts: set[str] | None = None
) -> None:
    """Write one group of submissions (:func:`fsds_fact_groups`): filings marked 'loading', concepts, then facts,
    each filing completed (made visible, with its fact count) by the very statement that writes its facts, and the
    'complete' marks confirmed durable (when they cannot be, they are taken back and the facts hidden again; never
    a partial filing).

    Facts of submissions that have none in the graph yet are created outright, whole filings per statement
    (``ingest.create_fsds_facts``, see :func:`filing_batches`); the others — a reload, a rerun after an interrupted
    load, a filing also loaded from XBRL — are merged on their key as pending (``ingest.merge_fsds_facts``) and
    published by ``ingest.complete_fsds_filings``. Both give the same graph; creating skips a key lookup per fact, a
    scan of the filing's and the concept's edges per MERGE, and a second pass over every fact to publish it.
    Writers take turns (:func:`ingest_lock`), so no other load can add facts to these submissions between the check
    and the create. ``merged_concepts``: concepts an earlier group of the same load already merged (merging a
    fact-only concept again changes nothing), skipped and added to."""
    with ingest_lock(store):
        store.run_batch("ingest.merge_fsds_filings", filings)
        merged = set() if merged_concepts is None else merged_concepts
        concepts = [
            ConceptDecl(qname=q, namespace="", name=q.split(":", 1)[1], declared=False)
            for q in sorted(frozenset().union(*(g.concepts for g in groups)) - merged)
        ]
        store.run_batch("ingest.merge_concepts", concept_rows(concepts, "fsds"))
        accessions = [f["accession"] for f in filings]
        present = {r["accession"] for r in store.run("ingest.filings_with_facts", {"accessions": accessions})}
        created = [g for g in groups if g.filing not in present]
        store.run_many(
            "ingest.merge_fsds_facts", filing_batches([g for g in groups if g.filing in present], store.batch_size)
        )
        store.run_many("ingest.create_fsds_facts", filing_batches(created, store.batch_size))
        done = {g.filing for g in created}
        counts = {g.filing: g.fact_count for g in groups}
        store.checkpoint()
        store.run_batch(
            "ingest.complete_fsds_filings",
            [{"accession": a, "fact_count": counts.get(a, 0)} for a in accessions if a not in done],
        )
        store.bump_revision()
        confirm_complete(store, accessions)
        merged.update(c.qname for c in concepts)


def load_dataset(store: GraphStore, ds: DataSet, per_chunk: int = 50) -> dict:
    """Load a data set in groups of submissions (see :func:`write_fsds_rows`); returns filings and facts written."""
    n_filings = n_facts = 0
    merged: set[str] = set()
    for chunk in submission_chunks(ds, per_chunk):
        filings, groups = fsds_fact_groups(chunk)
        write_fsds_rows(store, filings, groups, merged)
        n_filings, n_facts = n_filings + len(filings), n_facts + sum(g.fact_count for g in groups)
    return {"filings": n_filings, "facts": n_facts}


_TAG_BALANCE = {"D": "debit", "C": "credit"}
_TAG_PERIOD = {"I": "instant", "D": "duration"}


def tag_label_rows(path: Path) -> list[dict]:
    """Standard (non-custom) tags of a data set's ``tag.txt`` as label rows: the SEC's label (``tlabel``),
    documentation, balance and period type, from the newest taxonomy version listing each tag."""
    tags = _read_table(Path(path), "tag.txt")
    if tags is None:
        return []
    missing = [c for c in ("tag", "version", "custom", "tlabel", "doc", "iord", "crdr") if c not in tags.columns]
    if missing:
        raise InputError(f"{path}: tag.txt lacks the columns {missing}")
    best: dict[str, tuple[str, dict]] = {}
    for r in tags[tags["custom"] == "0"].itertuples(index=False):
        prefix, _, year = r.version.partition("/")
        if not prefix or not r.tag:
            continue
        qname = f"{prefix}:{r.tag}"
        if qname in best and best[qname][0] >= year:
            continue
        best[qname] = (
            year,
            {
                "qname": qname,
                "label": r.tlabel or None,
                "documentation": r.doc or None,
                "balance": _TAG_BALANCE.get(r.crdr),
                "period_type": _TAG_PERIOD.get(r.iord),
            },
        )
    return [row for _, (_, row) in sorted(best.items())]


def load_tag_labels(store: GraphStore, path: Path) -> dict:
    """Fill missing labels, documentation, balance and period type of loaded concepts from ``tag.txt``."""
    rows = tag_label_rows(path)
    source = f"fsds:{Path(path).name}"
    store.run_batch("ingest.merge_tag_labels", rows, extra={"source": source})
    store.bump_revision()
    return {"source": source, "tags": len(rows)}
