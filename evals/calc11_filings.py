"""XBRL.CALC11 beside Arelle's Calculations 1.1 (``--calc c11r``) on real filings — ``auditgraph eval calc11 --filings``.

Arelle needs the schemas a filing imports. Offline, and with the shared us-gaap package lacking its element
declarations (and older filings on other us-gaap years), each standard schema the filing references (us-gaap, srt,
dei, country, ecd … on xbrl.fasb.org and xbrl.sec.gov) is replaced by a stand-in that declares just the concepts the
filing uses, typed from what the filing itself shows: a fact's unit gives its item type (a currency: monetary;
xbrli:shares: shares; currency per share: decimal; xbrli:pure: pure; no unit: string), its context the period type;
a concept a context uses as a dimension is an axis (typed when its member is a typed one), ``…Table`` a hypercube,
anything else a linkbase names an abstract item. Balance is not stated (the instance does not show it, and
Calculations 1.1 does not use it). A taxonomy package whose catalog rewrites each remote schema URL to its stand-in
is given to Arelle with ``--packages``; the filing's own documents are copied unchanged (a company schema stored
under another name is copied to the name the instance references; a filing without one gets a stand-in company
schema declaring its extension concepts and linking its linkbases).

Comparison key: (summation concept, period, dimensions, extended link role); values compared: the reported total
and the computed sum (auditgraph's ``reported`` and ``expected`` against the midpoints of Arelle's intervals).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import quoteattr

from lxml import etree

from auditgraph.settings import Settings

XBRLI = "http://www.xbrl.org/2003/instance"
XBRLDI = "http://xbrl.org/2006/xbrldi"
LINK = "http://www.xbrl.org/2003/linkbase"
XLINK = "http://www.w3.org/1999/xlink"
XS = "http://www.w3.org/2001/XMLSchema"
ISO4217 = "http://www.xbrl.org/2003/iso4217"
# the hosts whose schemas are stood in (the standard taxonomies); xbrl.org's schemas ship inside Arelle
STANDIN_HOSTS = ("xbrl.fasb.org", "xbrl.sec.gov", "taxonomies.xbrl.us")
INCONSISTENT = re.compile(
    r"Calculation inconsistent from (?P<concept>\S+) in link role (?P<role>\S+) reported sum (?P<reported>[\[(][^\])]*[\])]) "
    r"computed sum (?P<computed>[\[(][^\])]*[\])]) context (?P<context>\S+) unit (?P<unit>\S+)"
)


@dataclass
class InstanceView:
    """What the instance shows: contexts (period key, dimensions), units (item type), facts (concept, context, unit)."""

    nsmap: dict[str, str]
    periods: dict[str, tuple[str, str]] = field(default_factory=dict)  # context id -> (period type, period key)
    dims: dict[str, tuple[str, ...]] = field(default_factory=dict)  # context id -> ("axis=member", …) sorted
    axes: dict[tuple[str, str], str | None] = field(default_factory=dict)  # (ns, local) -> typed member clark name
    members: set[tuple[str, str]] = field(default_factory=set)
    unit_types: dict[str, str] = field(default_factory=dict)  # unit id -> xbrli item type
    concepts: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)  # (ns, local) -> (type, period)
    schema_refs: list[str] = field(default_factory=list)


def _qname_text(el, text: str) -> tuple[str, str]:
    prefix, _, local = text.strip().rpartition(":")
    return (el.nsmap.get(prefix or None, ""), local)


def _prefixed(nsmap: dict[str, str], ns: str, local: str) -> str:
    prefix = next((p for p, n in sorted(nsmap.items(), key=lambda kv: str(kv[0])) if n == ns and p), None)
    return f"{prefix}:{local}" if prefix else local


def _ymd(text: str) -> str:
    return text.strip()[:10].replace("-", "")


def read_instance(path: Path) -> InstanceView:
    root = etree.parse(str(path)).getroot()
    nsmap = {k: v for k, v in root.nsmap.items() if k}
    view = InstanceView(nsmap=nsmap)
    for ref in root.iter(f"{{{LINK}}}schemaRef"):
        view.schema_refs.append(ref.get(f"{{{XLINK}}}href") or "")
    for ctx in root.iter(f"{{{XBRLI}}}context"):
        cid = ctx.get("id") or ""
        instant = ctx.find(f".//{{{XBRLI}}}instant")
        if instant is not None:
            view.periods[cid] = ("instant", _ymd(instant.text or ""))
        else:
            start, end = ctx.find(f".//{{{XBRLI}}}startDate"), ctx.find(f".//{{{XBRLI}}}endDate")
            key = f"{_ymd(start.text or '')}-{_ymd(end.text or '')}" if start is not None and end is not None else ""
            view.periods[cid] = ("duration", key)
        dims = []
        for m in ctx.iter(f"{{{XBRLDI}}}explicitMember"):
            axis, member = _qname_text(m, m.get("dimension") or ""), _qname_text(m, m.text or "")
            view.axes.setdefault(axis, None)
            view.members.add(member)
            dims.append(f"{_prefixed(nsmap, *axis)}={_prefixed(nsmap, *member)}")
        for m in ctx.iter(f"{{{XBRLDI}}}typedMember"):
            axis = _qname_text(m, m.get("dimension") or "")
            child = next(iter(m), None)
            view.axes[axis] = child.tag if child is not None else None
            dims.append(f"{_prefixed(nsmap, *axis)}={(child.text or '').strip() if child is not None else ''}")
        view.dims[cid] = tuple(sorted(dims))
    for unit in root.iter(f"{{{XBRLI}}}unit"):
        measures = [_qname_text(m, m.text or "") for m in unit.iter(f"{{{XBRLI}}}measure")]
        divide = unit.find(f"{{{XBRLI}}}divide") is not None
        if divide:
            view.unit_types[unit.get("id") or ""] = "decimalItemType"  # per share, per unit …
        elif measures and measures[0][0] == ISO4217:
            view.unit_types[unit.get("id") or ""] = "monetaryItemType"
        elif measures == [(XBRLI, "shares")]:
            view.unit_types[unit.get("id") or ""] = "sharesItemType"
        elif measures == [(XBRLI, "pure")]:
            view.unit_types[unit.get("id") or ""] = "pureItemType"
        else:
            view.unit_types[unit.get("id") or ""] = "decimalItemType"
    for el in root:
        if not isinstance(el.tag, str) or el.get("contextRef") is None:
            continue
        ns, local = etree.QName(el).namespace or "", etree.QName(el).localname
        unit = el.get("unitRef")
        item_type = view.unit_types.get(unit, "decimalItemType") if unit else "stringItemType"
        view.concepts.setdefault(
            (ns, local), (item_type, view.periods.get(el.get("contextRef") or "", ("duration",))[0])
        )
    return view


def _element(local: str, item_type: str, period: str, *, abstract: bool = False, group: str = "xbrli:item") -> str:
    return (
        f'<xs:element id={quoteattr(local)} name={quoteattr(local)} type="xbrli:{item_type}" substitutionGroup="{group}" '
        f'xbrli:periodType="{period}" nillable="true" abstract="{"true" if abstract else "false"}"/>\n'
    )


def standin_schema(
    ns: str,
    prefix: str,
    view: InstanceView,
    named: set[str],
    ids: dict[str, str],
    roles: dict[str, str] | None = None,
    types: set[str] | frozenset[str] = frozenset(),
    numeric: set[str] | frozenset[str] = frozenset(),
) -> str:
    """One namespace's stand-in: the concepts of ``view`` in ``ns`` and the ``named`` local names (linkbase locators),
    with each locator's id (``ids``: local name -> id the filing's hrefs use)."""
    body: list[str] = []
    typed_domains: list[str] = []
    locals_ = sorted({local for n, local in view.concepts if n == ns} | {local for n, local in view.axes if n == ns})
    locals_ = sorted(set(locals_) | {local for n, local in view.members if n == ns} | named)
    for local in locals_:
        el = _element(local, "stringItemType", "duration", abstract=True)
        if (ns, local) in view.axes or (local.endswith("Axis") and (ns, local) not in view.concepts):
            typed = view.axes.get((ns, local))
            extra = ""
            if typed:
                tq = etree.QName(typed)
                extra = f' xbrldt:typedDomainRef="#{tq.localname}_domain"'
                if tq.namespace == ns:
                    typed_domains.append(
                        f'<xs:element id="{tq.localname}_domain" name="{tq.localname}" type="xs:string"/>\n'
                    )
            el = (
                f'<xs:element id={quoteattr(local)} name={quoteattr(local)} type="xbrli:stringItemType" '
                f'substitutionGroup="xbrldt:dimensionItem" xbrli:periodType="duration" abstract="true" nillable="true"{extra}/>\n'
            )
        elif (ns, local) in view.concepts:
            el = _element(local, *view.concepts[(ns, local)])
        elif local in numeric:  # in a calculation, reported nowhere: a number all the same
            el = _element(local, "monetaryItemType", "duration")
        elif local.endswith("Table"):
            el = _element(local, "stringItemType", "duration", abstract=True, group="xbrldt:hypercubeItem")
        body.append(el.replace(f"id={quoteattr(local)}", f"id={quoteattr(ids.get(local, f'{prefix}_{local}'))}", 1))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<xs:schema xmlns:xs="{XS}" xmlns:xbrli="{XBRLI}" xmlns:xbrldt="http://xbrl.org/2005/xbrldt" '
        f'xmlns:link="{LINK}" xmlns:xlink="{XLINK}" {f"xmlns:{prefix}={quoteattr(ns)} " if prefix else ""}'
        f'targetNamespace={quoteattr(ns)} elementFormDefault="qualified">\n'
        + (f"<xs:annotation><xs:appinfo>{_role_types(roles)}</xs:appinfo></xs:annotation>\n" if roles else "")
        + f'<xs:import namespace="{XBRLI}" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>\n'
        '<xs:import namespace="http://xbrl.org/2005/xbrldt" schemaLocation="http://www.xbrl.org/2005/xbrldt-2005.xsd"/>\n'
        + "".join(body)
        + "".join(typed_domains)
        + "".join(
            f'<xs:complexType name={quoteattr(t)}><xs:simpleContent><xs:restriction base="xbrli:'
            f'{"decimalItemType" if re.search("PerShare|Percent|Decimal|Ratio", t) else "stringItemType"}"/>'
            "</xs:simpleContent></xs:complexType>\n"
            for t in sorted(types)
        )
        + "</xs:schema>\n"
    )


def _linkbase_refs(folder: Path) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """Schema URL -> {local name: locator id} from every linkbase's locators; schema URL -> {role URI: id} from
    their roleRefs."""
    named: dict[str, dict[str, str]] = defaultdict(dict)
    roles: dict[str, dict[str, str]] = defaultdict(dict)
    calc: set[str] = set()
    for doc in sorted(folder.glob("*.xml")):
        try:
            root = etree.parse(str(doc)).getroot()
        except etree.XMLSyntaxError:
            continue
        if etree.QName(root).localname != "linkbase":
            continue
        for loc in root.iter(f"{{{LINK}}}loc"):
            url, _, frag = (loc.get(f"{{{XLINK}}}href") or "").partition("#")
            if frag:
                named[url][frag.split("_", 1)[-1]] = frag
                if etree.QName(loc.getparent()).localname == "calculationLink":
                    calc.add(frag.split("_", 1)[-1])
        for rr in root.iter(f"{{{LINK}}}roleRef"):
            url, _, rid = (rr.get(f"{{{XLINK}}}href") or "").partition("#")
            roles[url][rr.get("roleURI") or ""] = rid
    named["#calculation"] = dict.fromkeys(sorted(calc), "")
    return named, roles


def _role_types(roles: dict[str, str]) -> str:
    return "".join(
        f'<link:roleType roleURI={quoteattr(uri)} id={quoteattr(rid)}><link:usedOn>link:calculationLink</link:usedOn>'
        "<link:usedOn>link:presentationLink</link:usedOn><link:usedOn>link:definitionLink</link:usedOn></link:roleType>"
        for uri, rid in sorted(roles.items())
        if rid
    )


def _company_schema(
    stem: str, ns: str, view: InstanceView, imports: dict[str, str], named, roles, linkbases, numeric: set[str]
) -> str:
    """A stand-in company schema for a filing stored without one: its extension concepts, roles and linkbases."""
    own = standin_schema(
        ns,
        stem.split("-", 1)[0],
        view,
        set(named.get(f"{stem}.xsd", {})),
        named.get(f"{stem}.xsd", {}),
        numeric=numeric,
    )
    role_types = _role_types(roles.get(f"{stem}.xsd", {}))
    refs = "".join(
        f'<link:linkbaseRef xlink:type="simple" xlink:href="{lb}" '
        'xlink:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>'
        for lb in linkbases
    )
    head, _, rest = own.partition("<xs:import")
    extra_imports = "".join(
        f"<xs:import namespace={quoteattr(n)} schemaLocation={quoteattr(u)}/>\n" for u, n in sorted(imports.items())
    )
    return f"{head}<xs:annotation><xs:appinfo>{role_types}{refs}</xs:appinfo></xs:annotation>\n{extra_imports}<xs:import{rest}"


@dataclass
class PreparedFiling:
    instance: Path
    package: Path
    view: InstanceView


def prepare(filing: Path, work: Path) -> PreparedFiling:
    """Copy the filing to ``work/filing`` and write the stand-in package (``work/standins.zip``)."""
    docs = work / "filing"
    docs.mkdir(parents=True, exist_ok=True)
    instances = []
    for p in sorted(filing.iterdir()):
        if p.is_file() and p.suffix in (".xml", ".xsd"):
            shutil.copy2(p, docs / p.name)
    for p in sorted(docs.glob("*.xml")):
        head = p.read_bytes()[:4000]
        if b"<xbrli:xbrl" in head or b"<xbrl" in head:
            instances.append(p)
    instance = instances[0]
    view = read_instance(instance)
    named, roles = _linkbase_refs(docs)
    numeric = set(named.pop("#calculation"))
    # types the company schema takes from a stood-in namespace (us-types:textBlockItemType in 2009)
    used_types: dict[str, set[str]] = defaultdict(set)
    for xsd in sorted(docs.glob("*.xsd*")):
        for el in etree.parse(str(xsd)).getroot().iter(f"{{{XS}}}element"):
            t = el.get("type") or ""
            if ":" in t:
                used_types[el.nsmap.get(t.split(":")[0], "")].add(t.split(":", 1)[1])
    # schema URL -> namespace: the company schema's imports, else the namespace of the locators' prefix
    imports: dict[str, str] = {}
    for xsd in sorted(docs.glob("*.xsd*")):
        for imp in etree.parse(str(xsd)).getroot().iter(f"{{{XS}}}import"):
            imports[imp.get("schemaLocation") or ""] = imp.get("namespace") or ""
    for url, ids in named.items():
        if url not in imports and url.startswith("http"):
            prefix = next(iter(ids.values())).split("_", 1)[0]
            if prefix in view.nsmap:
                imports[url] = view.nsmap[prefix]
    for url in roles:
        if url.startswith("http") and url not in imports:
            imports[url] = f"urn:auditgraph:standin:{url}"  # a role schema no document imports (us-roles)
    remote = {u: n for u, n in imports.items() if any(h in u for h in STANDIN_HOSTS)}
    # one stand-in per namespace (two URLs of one namespace would declare its elements twice)
    by_ns: dict[str, list[str]] = defaultdict(list)
    for u, n in sorted(remote.items()):
        by_ns[n].append(u)
    pkg = work / "pkg"
    (pkg / "META-INF").mkdir(parents=True, exist_ok=True)
    (pkg / "standins").mkdir(exist_ok=True)
    rewrites = []
    for i, (ns, urls) in enumerate(sorted(by_ns.items())):
        prefix = next((p for p, n in sorted(view.nsmap.items()) if n == ns), f"ns{i}")
        ids: dict[str, str] = {}
        role_ids: dict[str, str] = {}
        for u in urls:
            ids.update(named.get(u, {}))
            role_ids.update(roles.get(u, {}))
        name = f"standin-{i}.xsd"
        (pkg / "standins" / name).write_text(
            standin_schema(ns, prefix, view, set(ids), ids, role_ids, used_types.get(ns, set()), numeric),
            encoding="utf-8",
        )
        rewrites += [(u, f"../standins/{name}") for u in urls]
    # the company schema under the name the instance references, or a stand-in when the filing has none
    for ref in view.schema_refs:
        if ref.startswith("http") or (docs / ref).exists():
            continue
        stem = Path(ref).stem
        # the company schema stored under another name (aeon-20230930.xsd.xml; msft-20150731.xsd for an instance
        # referencing msft-20150630.xsd): the folder's schema whose target namespace the instance declares
        stored = next(
            (
                x
                for x in sorted(docs.glob("*.xsd*"))
                if etree.parse(str(x)).getroot().get("targetNamespace") in view.nsmap.values()
            ),
            None,
        )
        if stored is not None:
            shutil.copy2(stored, docs / ref)
            continue
        ext_ns = view.nsmap.get(stem.split("-", 1)[0], "")  # the filer's prefix names its schema (unp-20121231)
        linkbases = sorted(p.name for p in docs.glob(f"{stem}_*.xml"))
        (docs / ref).write_text(
            _company_schema(stem, ext_ns, view, remote, named, roles, linkbases, numeric), encoding="utf-8"
        )
    # linkbases the company schema names but the folder stores under another stem (msft-20150630_cal.xml kept as
    # msft-20150731_cal.xml): the folder's one linkbase of that kind
    for xsd in sorted(docs.glob("*.xsd")):
        for ref in etree.parse(str(xsd)).getroot().iter(f"{{{LINK}}}linkbaseRef"):
            href = ref.get(f"{{{XLINK}}}href") or ""
            if href.startswith("http") or (docs / href).exists() or "_" not in href:
                continue
            same_kind = sorted(docs.glob(f"*_{href.rsplit('_', 1)[1]}"))
            if len(same_kind) == 1:
                shutil.copy2(same_kind[0], docs / href)
    catalog = "".join(f"<rewriteURI uriStartString={quoteattr(u)} rewritePrefix={quoteattr(t)}/>" for u, t in rewrites)
    (pkg / "META-INF" / "catalog.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">'
        f"{catalog}</catalog>\n",
        encoding="utf-8",
    )
    (pkg / "META-INF" / "taxonomyPackage.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package">'
        "<tp:identifier>urn:auditgraph:calc11-standins</tp:identifier><tp:name>stand-ins</tp:name>"
        "<tp:version>1</tp:version></tp:taxonomyPackage>\n",
        encoding="utf-8",
    )
    zpath = work / "standins.zip"
    with zipfile.ZipFile(zpath, "w") as z:
        for p in sorted(pkg.rglob("*")):
            if p.is_file():
                z.write(p, Path("standins-pkg") / p.relative_to(pkg))
    return PreparedFiling(instance=instance, package=zpath, view=view)


def _mid(interval: str) -> Decimal:
    a, b = (Decimal(x.strip().replace(",", "")) for x in interval.strip("[]()").split(", ", 1))
    return (a + b) / 2


def arelle_inconsistencies(prep: PreparedFiling, log: Path) -> dict[tuple, tuple[Decimal, Decimal]]:
    """Arelle's calc11e:inconsistentCalculationUsingRounding per key -> (reported, computed) midpoints."""
    code = "from arelle import CntlrCmdLine; import sys; CntlrCmdLine.parseAndRun(sys.argv[1:])"
    subprocess.run(
        [
            sys.executable, "-c", code,
            "--file", str(prep.instance),
            "--validate",
            "--packages", str(prep.package),
            "--calc", "c11r",
            "--internetConnectivity", "offline",
            "--logFile", str(log),
            "--logFormat", "[%(messageCode)s] %(message)s",
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )  # fmt: skip
    out: dict[tuple, tuple[Decimal, Decimal]] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        m = INCONSISTENT.search(line)
        if not m or not line.startswith("[calc11e:inconsistentCalculationUsingRounding]"):
            continue
        cid = m.group("context")
        key = (m.group("concept"), prep.view.periods[cid][1], prep.view.dims[cid], m.group("role"))
        out[key] = (_mid(m.group("reported")), _mid(m.group("computed")))
    return out


def arelle_messages(log: Path) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for line in log.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\[([^\]]+)\]", line)
        if m:
            counts[m.group(1)] += 1
    return dict(counts)


@dataclass
class FilingAgreement:
    folder: str
    arelle: int
    auditgraph: int
    both: int
    values_agree: int
    only_arelle: list[tuple] = field(default_factory=list)
    only_auditgraph: list[tuple] = field(default_factory=list)
    value_differences: list[tuple] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "filing": self.folder,
            "arelle": self.arelle,
            "auditgraph": self.auditgraph,
            "both": self.both,
            "values_agree": self.values_agree,
            "only_arelle": [list(map(str, k)) for k in self.only_arelle],
            "only_auditgraph": [list(map(str, k)) for k in self.only_auditgraph],
            "value_differences": [list(map(str, k)) for k in self.value_differences],
        }


def auditgraph_inconsistencies(settings: Settings, filing: Path, work: Path) -> dict[tuple, tuple[Decimal, Decimal]]:
    from auditgraph.cypher.context import open_graph
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.rules.engine import run_rule

    s = settings.model_copy(
        update={
            "data_dir": work / "graph",
            "graph_uri": "embedded",
            "neo4j_uri": None,
            "graph_name": "auditgraph_calc11_filing",
            "embedded_idle_s": 0.0,
        }
    )
    store = open_graph(s)
    try:
        parsed = parse_filing(filing)
        load_filing(store, parsed, show_progress=False)
        result = run_rule(store, "XBRL.CALC11", parsed.accession)
    finally:
        store.close()
    return {
        (f.concept, f.period, tuple(sorted(f.dims)), f.role): (Decimal(str(f.reported)), Decimal(str(f.expected)))
        for f in result.findings
        if f.element_id.endswith("inconsistentCalculationUsingRounding")
    }


def compare_filing(settings: Settings, filing: Path) -> FilingAgreement:
    with tempfile.TemporaryDirectory(prefix="ag-calc11-filing-") as tmp:
        work = Path(tmp)
        prep = prepare(filing, work / "arelle")
        theirs = arelle_inconsistencies(prep, work / "arelle.log")
        ours = auditgraph_inconsistencies(settings, filing, work / "ours")
    both = sorted(set(theirs) & set(ours), key=str)
    differ = [
        (*k, ours[k], theirs[k])
        for k in both
        if abs(ours[k][0] - theirs[k][0]) > Decimal("0.5") or abs(ours[k][1] - theirs[k][1]) > Decimal("0.5")
    ]
    return FilingAgreement(
        folder=filing.name,
        arelle=len(theirs),
        auditgraph=len(ours),
        both=len(both),
        values_agree=len(both) - len(differ),
        only_arelle=sorted(set(theirs) - set(ours), key=str),
        only_auditgraph=sorted(set(ours) - set(theirs), key=str),
        value_differences=differ,
    )


def shared_filings(root: Path) -> list[Path]:
    """The shared filings with linkbases (``filings/*`` holding an instance), sorted."""
    return sorted(p for p in root.iterdir() if p.is_dir() and p.name != "standalone")


def evaluate_calc11_filings(settings: Settings, filings: list[Path]) -> list[FilingAgreement]:
    return [compare_filing(settings, f) for f in filings]
