"""Taxonomy package ingest (US-GAAP release): role types, declarations, labels, effective relationships.

Works on the partial package in shared/data (no element declarations or labels: concepts become
``declared=false`` nodes known from locators) and, through the same code path, on the complete FASB
zip, where ``elts/us-gaap-YYYY.xsd`` and the label/documentation linkbases fill in the declarations.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from auditgraph.errors import AuditgraphError, InputError
from auditgraph.ingest.archive import IngestLimits, zip_members
from auditgraph.ingest.dqcrules import ParsedRules, load_rules, parse_rules_files
from auditgraph.ingest.dts import classify
from auditgraph.ingest.linkbase import (
    RawArc,
    effective_relationships,
    make_href_resolver,
    parse_linkbase,
    relationship_type,
)
from auditgraph.ingest.progress import progress_bar
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.records import ConceptDecl, LinkbaseDoc, Relationship, RoleType
from auditgraph.ingest.rows import concept_rows, label_rows, role_rows, write_relationships
from auditgraph.ingest.schema import parse_schema
from auditgraph.ingest.xmlsafe import parse_xml
from auditgraph.store.base import GraphStore

# Folders of a US-GAAP package that hold the networks we load; meta/ is another taxonomy, and dqcrules/ (the FASB
# DQC rules taxonomy) is read apart, as rule data (ingest.dqcrules).
NETWORK_FOLDERS = ("elts", "stm", "dis", "ebp")
TP_NS = "http://xbrl.org/2016/taxonomy-package"


@dataclass
class ParsedTaxonomy:
    name: str
    meta: dict
    concepts: list[ConceptDecl]
    roles: list[RoleType]
    relationships: list[Relationship]
    labels: list
    files: int
    prohibited: int
    declared: int
    digest: str
    skipped: list[str] = field(default_factory=list)
    rules: ParsedRules | None = None


def _package_files(path: Path) -> tuple[str, list[tuple[str, str, bytes]]]:
    """(package root label, [(relative path, url, bytes)]) from a folder or a zip."""
    out: list[tuple[str, str, bytes]] = []
    if path.is_file() and zipfile.is_zipfile(path):
        members = list(zip_members(path, IngestLimits()))  # bombs and unsafe entry names refused while inflating
        meta = [n for n, _ in members if n.endswith("META-INF/taxonomyPackage.xml")]
        prefix = meta[0][: -len("META-INF/taxonomyPackage.xml")] if meta else ""
        for n, data in members:
            if n.startswith(prefix):
                out.append((n[len(prefix) :], f"{path.resolve().as_uri()}!/{n}", data))
        return path.name, out
    if not path.is_dir():
        raise InputError(f"{path}: not a taxonomy folder or zip")
    for p in sorted(path.rglob("*")):
        if p.is_file():
            rel = p.relative_to(path).as_posix()
            out.append((rel, p.resolve().as_uri(), p.read_bytes()))
    return path.name, out


def _package_meta(files: list[tuple[str, str, bytes]], fallback: str) -> tuple[str, dict]:
    for rel, _, data in files:
        if rel == "META-INF/taxonomyPackage.xml":
            root = parse_xml(data, rel)

            def text(tag: str) -> str | None:
                el = root.find(f"{{{TP_NS}}}{tag}")
                return el.text.strip() if el is not None and el.text else None

            ident = text("identifier") or fallback
            m = re.search(r"/([a-z-]+)/(\d{4})/?$", ident)
            name = f"{m.group(1)}-{m.group(2)}" if m else fallback
            return name, {
                "identifier": ident,
                "version": text("version"),
                "publication_date": text("publicationDate"),
                "title": text("name"),
            }
    return fallback, {}


def parse_taxonomy(
    path: Path, show_progress: bool | None = None, linkbases: Callable[[str], bool] | None = None
) -> ParsedTaxonomy:
    """The whole package; ``linkbases`` (relative path -> keep?) narrows the linkbases parsed (schemas are always
    read, for the locators' ids)."""
    root_label, files = _package_files(Path(path))
    name, meta = _package_meta(files, root_label)
    wanted = [
        (rel, url, data)
        for rel, url, data in files
        if PurePosixPath(rel).parts and PurePosixPath(rel).parts[0] in NETWORK_FOLDERS
    ]
    if linkbases is not None:
        wanted = [(rel, url, data) for rel, url, data in wanted if rel.endswith(".xsd") or linkbases(rel)]
    if not wanted:
        raise InputError(f"{path}: no {'/'.join(NETWORK_FOLDERS)} folders: not a US-GAAP taxonomy package")
    ns = NamespaceMap()
    kinds = {url: classify(data) for _, url, data in wanted}
    ids_by_url: dict[str, dict[str, str]] = {}
    url_namespaces: dict[str, str] = {}
    concepts: dict[str, ConceptDecl] = {}
    roles: dict[str, RoleType] = {}
    skipped: list[str] = []
    for rel, url, data in wanted:
        if kinds[url] != "schema":
            continue
        sd = parse_schema(parse_xml(data, rel), rel, ns)
        ids_by_url[url] = sd.ids
        if sd.target_namespace:
            url_namespaces[url] = sd.target_namespace
        for c in sd.concepts:
            concepts[c.qname] = c
        for r in sd.roles:
            roles[r.uri] = r
    resolve = make_href_resolver(ids_by_url, ns, url_namespaces)
    raw: list[RawArc] = []
    lbdoc = LinkbaseDoc()
    linkbases = [(rel, url, data) for rel, url, data in wanted if kinds[url] == "linkbase"]
    with progress_bar(f"parse {name}", len(linkbases), show_progress) as advance:
        for rel, url, data in linkbases:
            if "-ref-" in rel:
                skipped.append(f"{rel}: reference linkbase (no relationships the graph model stores)")
                advance(1)
                continue
            parse_linkbase(data, url, resolve, rel, raw, lbdoc)
            advance(1)
    relationships, removed = effective_relationships(raw)
    for qn, namespace in sorted(lbdoc.locator_targets):
        if qn not in concepts:
            concepts[qn] = ConceptDecl(qname=qn, namespace=namespace, name=qn.split(":", 1)[1], declared=False)
    rule_files = [(rel, data) for rel, _, data in files if rel.startswith("dqcrules/")]
    rules = parse_rules_files(rule_files, name)
    digest = hashlib.sha256(
        b"".join(hashlib.sha256(d).digest() for _, _, d in wanted)
        + b"".join(hashlib.sha256(d).digest() for _, d in sorted(rule_files))
    ).hexdigest()
    return ParsedTaxonomy(
        name=name,
        meta=meta,
        concepts=sorted(concepts.values(), key=lambda c: c.qname),
        roles=sorted(roles.values(), key=lambda r: r.uri),
        relationships=relationships,
        labels=lbdoc.labels,
        files=len(wanted),
        prohibited=removed,
        declared=sum(1 for c in concepts.values() if c.declared),
        digest=digest,
        skipped=skipped,
        rules=rules if rules.rules else None,
    )


def dimension_extract(parsed: ParsedTaxonomy, axes: list[str], starts: list[str] = ()) -> ParsedTaxonomy:
    """Only the dimension trees of ``axes`` (their dimension-domain arcs and every domain-member arc reachable from
    the domains, in any role) and of the extra ``starts`` (domains or members whose domain-member descendants are
    wanted): what a rule that reads a release's allowed members needs (DQC.US.0001), small enough to load into a
    temporary graph. The release keeps its name; ``meta['extract']`` says what it holds."""
    domains = [
        r for r in parsed.relationships if relationship_type(r.arcrole) == "DIMENSION_DOMAIN" and r.parent in set(axes)
    ]
    members: dict[str, list] = {}
    for r in parsed.relationships:
        if relationship_type(r.arcrole) == "DOMAIN_MEMBER":
            members.setdefault(r.parent, []).append(r)
    kept, seen = list(domains), set()
    queue = [r.child for r in domains] + list(starts)
    while queue:
        node = queue.pop(0)
        if node in seen:
            continue
        seen.add(node)
        for r in members.get(node, []):
            kept.append(r)
            queue.append(r.child)
    names = {q for r in kept for q in (r.parent, r.child)} | set(axes) | set(starts)
    return ParsedTaxonomy(
        name=parsed.name,
        meta={**parsed.meta, "extract": f"dimension trees of {len(axes)} axes"},
        concepts=[c for c in parsed.concepts if c.qname in names],
        roles=[r for r in parsed.roles if r.uri in {k.role for k in kept}],
        relationships=kept,
        labels=[],
        files=parsed.files,
        prohibited=0,
        declared=sum(1 for c in parsed.concepts if c.qname in names and c.declared),
        digest=f"extract:{parsed.digest}",
        skipped=parsed.skipped,
        rules=None,
    )


def load_taxonomy(store: GraphStore, parsed: ParsedTaxonomy, show_progress: bool | None = None) -> dict:
    existing = store.run("ingest.taxonomy_status", {"name": parsed.name})
    if existing and existing[0]["digest"] == parsed.digest and existing[0]["status"] == "complete":
        return {
            "taxonomy": parsed.name,
            "status": "unchanged",
            "concepts": existing[0]["concepts"],
            "relationships": existing[0]["relationships"],
            "rules": existing[0].get("rules") or 0,
        }
    store.run("ingest.merge_taxonomy", {"name": parsed.name, "meta": {**parsed.meta, "status": "loading"}})
    with progress_bar(f"concepts {parsed.name}", len(parsed.concepts), show_progress) as advance:
        store.run_batch("ingest.merge_concepts", concept_rows(parsed.concepts, parsed.name), on_batch=advance)
    store.run_batch(
        "ingest.merge_labels",
        label_rows(parsed.labels, set()),
        extra={"override": True, "source": f"taxonomy:{parsed.name}"},
    )
    store.run_batch("ingest.merge_roles", role_rows(parsed.roles, parsed.name))
    n_rel = write_relationships(store, parsed.relationships, parsed.name, show_progress)
    rule_counts = load_rules(store, parsed.rules) if parsed.rules else {"rules": 0}
    store.checkpoint()  # the release's writes are durable before it is marked complete
    store.run(
        "ingest.publish_taxonomy",
        {
            "name": parsed.name,
            "meta": {
                **parsed.meta,
                "status": "complete",
                "digest": parsed.digest,
                "concepts": len(parsed.concepts),
                "declared": parsed.declared,
                "relationships": n_rel,
                "files": parsed.files,
                "rules": rule_counts["rules"],
            },
        },
    )
    store.bump_revision()
    try:
        store.checkpoint()
    except AuditgraphError:  # never leave a release marked complete that the store could not make durable
        store.run("ingest.merge_taxonomy", {"name": parsed.name, "meta": {"status": "loading"}})
        raise
    return {
        "taxonomy": parsed.name,
        "status": "loaded",
        "concepts": len(parsed.concepts),
        "declared": parsed.declared,
        "relationships": n_rel,
        "roles": len(parsed.roles),
        "prohibited": parsed.prohibited,
        **rule_counts,
    }
