"""Parsing one SEC filing (pure): documents → schema → linkbases → instance → typed rows."""

from __future__ import annotations

import gc
import hashlib
import re
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from urllib.parse import urldefrag, urljoin

from auditgraph.decimals import decimals_from_precision
from auditgraph.errors import InputError
from auditgraph.ingest.archive import IngestLimits
from auditgraph.ingest.dei import _dei_date, _dei_values, _dei_year, _norm_cik
from auditgraph.ingest.dts import discover
from auditgraph.ingest.duplicates import DuplicateReport, resolve_duplicates
from auditgraph.ingest.instance import parse_instance
from auditgraph.ingest.linkbase import RawArc, effective_relationships, make_href_resolver, parse_linkbase
from auditgraph.ingest.qnames import NamespaceMap, family_of, taxonomy_year
from auditgraph.ingest.records import ConceptDecl, Fact, InstanceDoc, Label, LinkbaseDoc, Relationship, RoleType
from auditgraph.ingest.schema import parse_schema
from auditgraph.ingest.xmlsafe import parse_xml

SEC_CIK_SCHEME = "http://www.sec.gov/CIK"


@dataclass
class ParsedFiling:
    accession: str
    cik: str
    sha256: str
    company_name: str | None
    ticker: str | None
    form: str | None
    period_end: str | None
    fiscal_year: str | None
    fiscal_period: str | None
    us_gaap_namespace: str | None
    concepts: list[ConceptDecl]
    roles: list[RoleType]
    relationships: list[Relationship]
    labels: list[Label]
    instance: InstanceDoc
    fact_rows: list[dict]
    duplicates: DuplicateReport
    unresolved: list[str]
    source_files: list[str]
    prohibited: int = 0
    instance_files: list[str] = field(default_factory=list)  # the instance documents (sha256 covers the DTS)

    @property
    def taxonomy_year(self) -> int | None:
        return taxonomy_year(self.us_gaap_namespace) if self.us_gaap_namespace else None


def dts_sha256(instances: list, others: list) -> str:
    """The filing's identity: every document it brings — the instance (or inline documents, in order), then its
    company schemas and linkbases sorted by name — each framed by its name and length. The instance alone is not
    enough: a changed calculation linkbase under the same accession was "already loaded from the same content"
    and kept the old network, even with --replace."""
    digest = hashlib.sha256()
    for d in [*instances, *sorted(others, key=lambda d: (d.name, d.url))]:
        digest.update(f"{d.name}\0{len(d.data)}\0".encode("utf-8", "surrogateescape"))
        digest.update(d.data)
    return digest.hexdigest()


def dims_hash(dims: list[str]) -> str:
    return hashlib.sha1("|".join(dims).encode()).hexdigest()[:8]


def evidence_key(accession: str, cik: str, concept: str, period: str, unit: str, dims: list[str]) -> str:
    """DESIGN §3: ``accession:cik:concept:period:unit`` plus a short stable hash of the dimension set."""
    key = f"{accession}:{cik}:{concept}:{period}:{unit}"
    return f"{key}:{dims_hash(dims)}" if dims else key


_ACCESSION = re.compile(r"(?<!\d)(\d{10})-?(\d{2})-?(\d{6})(?!\d)")


def accession_from_names(names: list[str]) -> str | None:
    """The SEC accession number EDGAR puts in file and folder names, when exactly one appears."""
    found = {"-".join(m.groups()) for n in names for m in _ACCESSION.finditer(n)}
    return found.pop() if len(found) == 1 else None


def _is_xbrl_spec(url: str) -> bool:
    """Schemas of the XBRL specifications themselves (xlink, instance, linkbase, LRR, DTR) are built in."""
    return bool(re.match(r"https?://(www\.)?xbrl\.org/", url))


_count = itemgetter(1)
_row_key = itemgetter("key")


def fact_rows(
    kept: list[tuple[Fact, str | None]],
    inst: InstanceDoc,
    accession: str,
    cik: str,
    collapsed: dict[tuple, list[str]] | None = None,
) -> list[dict]:
    """The load rows of the kept facts, each with its evidence key (DESIGN §3), sorted by key: a duplicate kept for
    being inconsistent gets ``#n``, a second language of the same text fact ``@lang``."""
    rows: list[dict] = []
    seen: dict[str, int] = {}
    # what every fact of one context (or unit) shares, worked out once: (period token, dims, their key suffix,
    # the context's key) and (measure, the unit's key)
    by_context: dict[str, tuple[str, list[str], str, str]] = {}
    by_unit: dict[str, tuple[str, str]] = {}
    no_unit = ("none", None)
    for fact, dup in kept:
        ctx = inst.contexts[fact.context_ref]
        shared = by_context.get(ctx.id)
        if shared is None:
            ctx_dims = sorted(f"{a}={m}" for a, m in ctx.explicit + ctx.typed)
            shared = by_context[ctx.id] = (
                ctx.period_token,
                ctx_dims,
                f":{dims_hash(ctx_dims)}" if ctx_dims else "",
                f"{accession}:{ctx.id}",
            )
        period, ctx_dims, dims_suffix, context_key = shared
        dims = list(ctx_dims)
        numeric = fact.unit_ref is not None  # Fact.is_numeric
        if numeric:
            unit_shared = by_unit.get(fact.unit_ref)
            if unit_shared is None:
                unit = inst.units[fact.unit_ref]
                unit_shared = by_unit[fact.unit_ref] = (unit.measure, f"{accession}:{unit.id}")
            unit_token, unit_key = unit_shared
        else:
            unit_token, unit_key = no_unit
        key = f"{accession}:{cik}:{fact.concept}:{period}:{unit_token}{dims_suffix}"  # evidence_key()
        if fact.lang and not numeric and seen.get(key):
            key = f"{key}@{fact.lang}"
        n = seen[key] = seen.get(key, 0) + 1
        if n > 1:
            key = f"{key}#{n}"  # an inconsistent duplicate: kept beside the first, and reported
        decimals = fact.decimals if fact.decimals is not None else decimals_from_precision(fact.precision, fact.value)
        rows.append(
            {
                "key": key,
                "concept": fact.concept,
                "context_key": context_key,
                "unit_key": unit_key,
                "props": {
                    "key": key,
                    "filing": accession,
                    "cik": cik,
                    "concept": fact.concept,
                    "value": fact.value,
                    "raw": fact.raw,
                    "is_nil": fact.is_nil,
                    "unit": unit_token if numeric else None,
                    "decimals": decimals,
                    "precision": fact.precision,
                    "period_type": ctx.period_type,
                    "start": ctx.start,
                    "end": ctx.end,
                    "instant": ctx.instant,
                    "period": period,
                    "dims": dims,
                    "dim_count": len(dims),
                    "context_id": ctx.id,
                    "fact_id": fact.fact_id,
                    "lang": fact.lang,
                    "numeric": numeric,
                    "duplicate": dup,
                    "dup_values": (collapsed or {}).get((fact.concept, fact.context_ref, fact.unit_ref, fact.lang)),
                },
            }
        )
    rows.sort(key=_row_key)
    return rows


def parse_filing(
    path: Path,
    accession: str | None = None,
    cik: str | None = None,
    prefer_inline: bool = False,
    limits: IngestLimits | None = None,
    strict: bool = False,
) -> ParsedFiling:
    """Parse a filing. ``strict``: an invalid context, unit or fact refuses the filing; by default the invalid
    parts are left out and listed in ``instance.invalid`` (and in the load report), and the valid rest loads.

    The cyclic garbage collector is paused while the filing is parsed (and restored after, as it was): the parse
    allocates tens of thousands of small tuples, lists and records, next to none of them in a reference cycle, and each
    700 allocations would otherwise start a collection that walks them (and, every hundredth time, the whole
    heap) — 6 of Apple's 10-K's 70 ms. Memory is still freed by reference counting as usual."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse_filing(path, accession, cik, prefer_inline, limits, strict)
    finally:
        if enabled:
            gc.enable()


def _parse_filing(
    path: Path, accession: str | None, cik: str | None, prefer_inline: bool, limits: IngestLimits | None, strict: bool
) -> ParsedFiling:
    docs = discover(Path(path), prefer_inline=prefer_inline, limits=limits)
    ns = NamespaceMap()
    unresolved: list[str] = []

    # 1. Schemas (company extension).
    ids_by_url: dict[str, dict[str, str]] = {}
    url_namespaces: dict[str, str] = {}
    concepts: dict[str, ConceptDecl] = {}
    roles: dict[str, RoleType] = {}
    redeclared: list[dict] = []
    for d in docs.schemas:
        sd = parse_schema(parse_xml(d.data, d.name), d.name, ns)
        ids_by_url[d.url] = sd.ids
        if sd.target_namespace:
            url_namespaces[d.url] = sd.target_namespace
        if sd.concepts and sd.target_namespace and family_of(sd.target_namespace) is not None:
            # A filing may not (re)declare a concept of a standard namespace: the Concept node is shared by every
            # filing, and one filing's us-gaap:Assets as a string, duration, credit item would become everyone's.
            # The standard declaration stays; the attempt is reported (refused with --strict). Its element ids
            # still resolve locators, to the standard concepts.
            reason = (
                f"{d.name} declares {len(sd.concepts)} concept(s) in the standard namespace "
                f"{sd.target_namespace} (e.g. {sd.concepts[0].qname}); a filing may not redefine a standard "
                f"concept: the taxonomy's declaration is kept"
            )
            if strict:
                raise InputError(reason)
            redeclared.append({"kind": "concept", "id": sd.concepts[0].qname, "reason": reason})
            continue
        for c in sd.concepts:
            concepts[c.qname] = c
        for r in sd.roles:
            roles[r.uri] = r
        for href in sd.linkbase_refs:
            absolute = urljoin(d.url, href)
            if not any(lb.url == urldefrag(absolute)[0] for lb in docs.linkbases):
                unresolved.append(
                    f"linkbase {href} (named by {d.name}; not in the folder — the folder's "
                    f"{len(docs.linkbases)} linkbase files were read instead)"
                )
        for namespace, loc in sd.imports:
            if (
                loc
                and loc.startswith(("http://", "https://"))
                and family_of(namespace) is None
                and not _is_xbrl_spec(loc)
            ):
                unresolved.append(f"schema {loc}")

    # The instance's schemaRef may name a file that has another name here (e.g. x.xsd stored as x.xsd.xml).
    main = docs.instance or (docs.inline[0] if docs.inline else None)
    assert main is not None
    ext_schemas = [u for u in ids_by_url]

    # 2. Instance (parsed before linkbases so that the schemaRef alias is known; parsing is pure).
    if docs.instance is not None:
        inst = parse_instance(parse_xml(docs.instance.data, docs.instance.name), docs.instance.name, ns, strict=strict)
        sha = dts_sha256([docs.instance], docs.schemas + docs.linkbases)
        source_files = [docs.instance.name]
    else:
        from auditgraph.ingest.inline import parse_inline_set

        roots = [(parse_xml(d.data, d.name), d.name) for d in docs.inline]
        inst = parse_inline_set(roots, ns, strict=strict)
        sha = dts_sha256(docs.inline, docs.schemas + docs.linkbases)
        source_files = [d.name for d in docs.inline]
    inst.invalid[:0] = redeclared
    for ref in inst.schema_refs:
        url = urljoin(main.url, ref)
        if url not in ids_by_url:
            if len(ext_schemas) == 1 and not ref.startswith(("http://", "https://")):
                ids_by_url[url] = ids_by_url[ext_schemas[0]]
                url_namespaces[url] = url_namespaces.get(ext_schemas[0], "")
            elif not ref.startswith(("http://", "https://")):
                unresolved.append(
                    f"schema {ref} (not in the filing folder; extension concepts are marked declared=false)"
                )

    # 3. Linkbases, resolved together (prohibition and override across files).
    resolve = make_href_resolver(ids_by_url, ns, url_namespaces)
    raw: list[RawArc] = []
    lbdoc = LinkbaseDoc()
    for d in docs.linkbases:
        parse_linkbase(d.data, d.url, resolve, d.name, raw, lbdoc)
        source_files.append(d.name)
    for d in docs.schemas:
        # Linkbases may also be embedded in the schema's xs:appinfo (XBRL 2.1 §5.2): read those too.
        if b"extended" in d.data:
            parse_linkbase(d.data, d.url, resolve, d.name, raw, lbdoc)
    relationships, removed = effective_relationships(raw)
    for rel in relationships:
        if rel.role not in roles:  # a role whose roleType sits in a schema we do not have
            roles[rel.role] = RoleType(uri=rel.role, definition=None)
    for qn, namespace in sorted(lbdoc.locator_targets):
        if qn not in concepts:
            # positional: (qname, namespace, name, element_id, balance, period_type, data_type, abstract,
            # substitution_group, nillable, declared)
            concepts[qn] = ConceptDecl(
                qn, namespace, qn.split(":", 1)[1], None, None, None, None, False, None, True, False
            )

    # 4. Identity of the filing.
    first_ctx = next(iter(inst.contexts.values()), None)
    dei = _dei_values(inst.facts)
    if cik is None:
        dei_cik = dei.get("EntityCentralIndexKey")
        if dei_cik:
            cik = _norm_cik(dei_cik, f"{path}: dei:EntityCentralIndexKey (pass --cik)", given=False)
        elif first_ctx is not None:
            cik = _norm_cik(first_ctx.entity_id, f"{path}: the entity identifier (pass --cik)", given=False)
        else:
            raise InputError(f"{path}: no entity identifier to take the CIK from; pass --cik")
        given = False
    else:
        given = True
    cik = _norm_cik(cik, given=given)
    if accession is None:
        # EDGAR names carry the accession (0000320193-24-000123-aapl-….zip, …/000032019324000123/…); otherwise a
        # stable one derived from the document bytes, so re-ingest is idempotent.
        accession = (
            accession_from_names(
                [
                    str(Path(path).resolve()),
                    *(d.name for d in docs.schemas + docs.linkbases),
                    *([docs.instance.name] if docs.instance else []),
                    *(d.name for d in docs.inline),
                ]
            )
            or f"local-{sha[:16]}"
        )
    if not re.fullmatch(r"[A-Za-z0-9._-]+", accession) or not re.search(r"[A-Za-z0-9]", accession):
        raise InputError(
            f"accession '{accession}' may only contain letters, digits, '.', '_' and '-', "
            "with at least one letter or digit"
        )

    # 5. Concepts used by facts and dimensions but declared nowhere we can read.
    # concept -> {period type: facts}, in first-seen order (the most common wins, the first seen on a tie)
    period_types: dict[str, dict[str, int]] = {}
    context_period = {cid: c.period_type for cid, c in inst.contexts.items()}
    for f in inst.facts:
        counts = period_types.get(f.concept)
        if counts is None:
            counts = period_types[f.concept] = {}
        pt = context_period[f.context_ref]
        counts[pt] = counts.get(pt, 0) + 1
    inst_ns = {prefix: namespace for namespace, prefix in inst.namespaces.items()}

    def undeclared(qn: str, period_type: str | None = None) -> ConceptDecl:
        prefix, local = qn.split(":", 1)
        return ConceptDecl(
            qname=qn, namespace=inst_ns.get(prefix, ""), name=local, declared=False, period_type=period_type
        )

    for qn, counts in period_types.items():
        inferred = max(counts.items(), key=_count)[0] if len(counts) > 1 else next(iter(counts))
        c = concepts.get(qn)
        if c is None:
            concepts[qn] = undeclared(qn, inferred)
        elif not c.declared and c.period_type is None:
            concepts[qn] = ConceptDecl(
                c.qname,
                c.namespace,
                c.name,
                c.element_id,
                c.balance,
                inferred,
                c.data_type,
                c.abstract,
                c.substitution_group,
                c.nillable,
                c.declared,
            )
    for ctx in inst.contexts.values():
        for qn in [q for pair in ctx.explicit for q in pair] + [axis for axis, _ in ctx.typed]:
            if qn not in concepts:
                concepts[qn] = undeclared(qn)

    # 6. Facts with evidence keys; duplicates resolved.
    kept, dup_report = resolve_duplicates(inst.facts)
    rows = fact_rows(kept, inst, accession, cik, dup_report.collapsed)

    us_gaap_ns = next((n for n in inst.namespaces if family_of(n) == "us-gaap"), None)
    labels = list(lbdoc.labels)
    return ParsedFiling(
        accession=accession,
        cik=cik,
        sha256=sha,
        company_name=dei.get("EntityRegistrantName"),
        ticker=dei.get("TradingSymbol"),
        form=dei.get("DocumentType"),
        period_end=_dei_date(dei.get("DocumentPeriodEndDate"), "DocumentPeriodEndDate", inst.invalid, strict),
        fiscal_year=_dei_year(dei.get("DocumentFiscalYearFocus"), inst.invalid, strict),
        fiscal_period=dei.get("DocumentFiscalPeriodFocus"),
        us_gaap_namespace=us_gaap_ns,
        concepts=sorted(concepts.values(), key=lambda c: c.qname),
        roles=sorted(roles.values(), key=lambda r: r.uri),
        relationships=relationships,
        labels=labels,
        instance=inst,
        fact_rows=rows,
        duplicates=dup_report,
        unresolved=sorted(set(unresolved)),
        source_files=sorted(source_files),
        prohibited=removed,
        instance_files=[docs.instance.name] if docs.instance else [d.name for d in docs.inline],
    )
