"""Small, complete XBRL filings written by the tests (instance, company schema, cal/def/pre linkbases).

Real filings are the fixtures wherever a case occurs in them; these reproduce the structures the DQC rule
documents describe (a Revenues total with one ProductOrServiceAxis member, a bank's NoninterestIncome table,
a second-axis breakdown …) that none of the shared filings happens to contain. Standard concepts resolve
through the usual ``https://xbrl.fasb.org/…`` locators, exactly as a filer's documents point at them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

YEAR = "2023"
NS = {
    "us-gaap": f"http://fasb.org/us-gaap/{YEAR}",
    "srt": f"http://fasb.org/srt/{YEAR}",
    "dei": f"http://xbrl.sec.gov/dei/{YEAR}",
}
HREF = {
    "us-gaap": f"https://xbrl.fasb.org/us-gaap/{YEAR}/elts/us-gaap-{YEAR}.xsd",
    "srt": f"https://xbrl.fasb.org/srt/{YEAR}/elts/srt-{YEAR}.xsd",
    "dei": f"https://xbrl.sec.gov/dei/{YEAR}/dei-{YEAR}.xsd",
}
DIM = "http://xbrl.org/int/dim/arcrole/"


@dataclass
class Context:
    id: str
    start: str | None = None
    end: str | None = None
    instant: str | None = None
    dims: dict[str, str] = field(default_factory=dict)


@dataclass
class Table:
    """A dimensional table in a role: line items (primary items) and axes with their domain and members."""

    items: list[str]
    axes: dict[str, tuple[str, list[str]]]  # axis -> (domain, members directly under the domain)
    nested: list[tuple[str, str]] = field(default_factory=list)  # (parent member, child member)
    line_items: str = "us-gaap:StatementLineItems"
    hypercube: str = "us-gaap:StatementTable"


@dataclass
class Filing:
    prefix: str = "tst"
    cik: str = "0000012345"
    period_end: str = "2023-12-31"
    roles: dict[str, str] = field(default_factory=dict)  # role id -> definition
    contexts: list[Context] = field(default_factory=list)
    facts: list[tuple[str, str, str | None, str | None, str]] = field(
        default_factory=list
    )  # concept, ctx, unit, decimals, value
    calc: dict[str, list[tuple[str, str, float]]] = field(default_factory=dict)
    pres: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    tables: dict[str, Table] = field(default_factory=dict)
    extension: dict[str, str] = field(
        default_factory=dict
    )  # local name -> xbrli type (monetaryItemType, domainItemType …)
    balances: dict[str, str] = field(default_factory=dict)  # extension local name -> debit | credit
    units: dict[str, str] = field(
        default_factory=lambda: {"USD": "iso4217:USD", "shares": "xbrli:shares", "pure": "xbrli:pure"}
    )  # unit id -> measure
    namespaces: dict[str, str] = field(default_factory=dict)  # further prefixes the instance declares (country …)

    @property
    def ns(self) -> str:
        return f"http://example.com/{self.prefix}/{self.period_end.replace('-', '')}"

    def role_uri(self, rid: str) -> str:
        return f"http://example.com/{self.prefix}/role/{rid}"

    def href(self, qname: str) -> str:
        prefix, local = qname.split(":")
        base = HREF.get(prefix, f"{self.prefix}-{self.period_end.replace('-', '')}.xsd")
        return f"{base}#{prefix}_{local}"

    def write(self, folder: Path) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{self.prefix}-{self.period_end.replace('-', '')}"
        (folder / f"{stem}.xsd").write_text(self._schema(stem))
        (folder / f"{stem}.xml").write_text(self._instance(stem))
        (folder / f"{stem}_cal.xml").write_text(self._linkbase("calculation", self._calc_links()))
        (folder / f"{stem}_pre.xml").write_text(self._linkbase("presentation", self._pres_links()))
        (folder / f"{stem}_def.xml").write_text(self._linkbase("definition", self._def_links()))
        return folder

    # ------------------------------------------------------------------ documents
    def _schema(self, stem: str) -> str:
        roles = "".join(
            f'<link:roleType id="{rid}" roleURI="{self.role_uri(rid)}"><link:definition>{escape(d)}</link:definition>'
            '<link:usedOn>link:calculationLink</link:usedOn><link:usedOn>link:presentationLink</link:usedOn>'
            '<link:usedOn>link:definitionLink</link:usedOn></link:roleType>'
            for rid, d in self.roles.items()
        )
        refs = "".join(
            f'<link:linkbaseRef xlink:type="simple" xlink:href="{stem}_{k}.xml" xlink:role="http://www.xbrl.org/2003/role/{n}LinkbaseRef" '
            'xlink:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>'
            for k, n in (("cal", "calculation"), ("pre", "presentation"), ("def", "definition"))
        )
        elements = "".join(
            f'<xs:element id="{self.prefix}_{name}" name="{name}" type="{"nonnum" if t == "domainItemType" else "xbrli"}:{t}" '
            f'substitutionGroup="xbrli:item" xbrli:periodType="{"duration" if t != "domainItemType" else "duration"}" '
            + (f'xbrli:balance="{self.balances[name]}" ' if name in self.balances else "")
            + f'nillable="true" abstract="{"true" if t == "domainItemType" else "false"}"/>'
            for name, t in self.extension.items()
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:link="http://www.xbrl.org/2003/linkbase" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xbrli="http://www.xbrl.org/2003/instance" '
            'xmlns:nonnum="http://www.xbrl.org/dtr/type/non-numeric" '
            f'xmlns:{self.prefix}="{self.ns}" targetNamespace="{self.ns}" elementFormDefault="qualified">'
            f'<xs:annotation><xs:appinfo>{roles}{refs}</xs:appinfo></xs:annotation>'
            '<xs:import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>'
            f'<xs:import namespace="{NS["us-gaap"]}" schemaLocation="{HREF["us-gaap"]}"/>'
            f'{elements}</xs:schema>\n'
        )

    def _instance(self, stem: str) -> str:
        ctxs = []
        for c in self.contexts:
            seg = ""
            if c.dims:
                seg = (
                    "<xbrli:segment>"
                    + "".join(
                        f'<xbrldi:explicitMember dimension="{a}">{m}</xbrldi:explicitMember>'
                        for a, m in sorted(c.dims.items())
                    )
                    + "</xbrli:segment>"
                )
            period = (
                f"<xbrli:instant>{c.instant}</xbrli:instant>"
                if c.instant
                else f"<xbrli:startDate>{c.start}</xbrli:startDate><xbrli:endDate>{c.end}</xbrli:endDate>"
            )
            ctxs.append(
                f'<xbrli:context id="{c.id}"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">{self.cik}'
                f'</xbrli:identifier>{seg}</xbrli:entity><xbrli:period>{period}</xbrli:period></xbrli:context>'
            )
        units = "".join(
            f'<xbrli:unit id="{uid}"><xbrli:measure>{measure}</xbrli:measure></xbrli:unit>'
            for uid, measure in self.units.items()
        )
        facts = []
        for concept, ctx, unit, decimals, value in self.facts:
            attrs = (
                f' contextRef="{ctx}"'
                + (f' unitRef="{unit}"' if unit else "")
                + (f' decimals="{decimals}"' if decimals else "")
            )
            facts.append(f"<{concept}{attrs}>{escape(value)}</{concept}>")
        nsdecl = " ".join(f'xmlns:{p}="{u}"' for p, u in (NS | self.namespaces).items())
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" '
            f'xmlns:xbrldi="http://xbrl.org/2006/xbrldi" {nsdecl} xmlns:{self.prefix}="{self.ns}">'
            f'<link:schemaRef xlink:type="simple" xlink:href="{stem}.xsd"/>'
            + "".join(ctxs)
            + units
            + "".join(facts)
            + "</xbrli:xbrl>\n"
        )

    def _link(self, kind: str, rid: str, arcs: list[tuple[str, str, str, str]]) -> str:
        """arcs: (arcrole, from qname, to qname, extra attributes)."""
        labels: dict[str, str] = {}
        for _, a, b, _ in arcs:
            for q in (a, b):
                labels.setdefault(q, f"loc_{len(labels)}")
        locs = "".join(
            f'<link:loc xlink:type="locator" xlink:label="{lab}" xlink:href="{self.href(q)}"/>'
            for q, lab in labels.items()
        )
        body = "".join(
            f'<link:{kind}Arc xlink:type="arc" xlink:arcrole="{ar}" xlink:from="{labels[a]}" xlink:to="{labels[b]}" '
            f'order="{i + 1}"{extra}/>'
            for i, (ar, a, b, extra) in enumerate(arcs)
        )
        return (
            f'<link:{kind}Link xlink:type="extended" xlink:role="{self.role_uri(rid)}">{locs}{body}</link:{kind}Link>'
        )

    def _calc_links(self) -> list[str]:
        return [
            self._link(
                "calculation",
                rid,
                [("http://www.xbrl.org/2003/arcrole/summation-item", p, c, f' weight="{w}"') for p, c, w in arcs],
            )
            for rid, arcs in self.calc.items()
        ]

    def _pres_links(self) -> list[str]:
        return [
            self._link(
                "presentation", rid, [("http://www.xbrl.org/2003/arcrole/parent-child", p, c, "") for p, c in arcs]
            )
            for rid, arcs in self.pres.items()
        ]

    def _def_links(self) -> list[str]:
        out = []
        for rid, t in self.tables.items():
            arcs = [(DIM + "all", t.line_items, t.hypercube, ' xbrldt:contextElement="segment" xbrldt:closed="true"')]
            arcs += [(DIM + "domain-member", t.line_items, item, "") for item in t.items]
            for axis, (domain, members) in t.axes.items():
                arcs.append((DIM + "hypercube-dimension", t.hypercube, axis, ""))
                arcs.append((DIM + "dimension-domain", axis, domain, ""))
                arcs.append((DIM + "dimension-default", axis, domain, ""))
                arcs += [(DIM + "domain-member", domain, m, "") for m in members]
            arcs += [(DIM + "domain-member", p, c, "") for p, c in t.nested]
            out.append(self._link("definition", rid, arcs))
        return out

    def _linkbase(self, kind: str, links: list[str]) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'xmlns:xbrldt="http://xbrl.org/2005/xbrldt">'
            + "".join(
                f'<link:roleRef roleURI="{self.role_uri(rid)}" xlink:type="simple" xlink:href="{self.prefix}-'
                f'{self.period_end.replace("-", "")}.xsd#{rid}"/>'
                for rid in self.roles
            )
            + "".join(links)
            + "</link:linkbase>\n"
        )


def fiscal_year(f: Filing, start: str = "2023-01-01", end: str = "2023-12-31") -> None:
    """The document contexts of a 10-K: dei facts in the fiscal-year context FY."""
    f.contexts.append(Context("FY", start=start, end=end))
    f.contexts.append(Context("I", instant=end))
    f.facts += [
        ("dei:DocumentType", "FY", None, None, "10-K"),
        ("dei:DocumentPeriodEndDate", "FY", None, None, end),
        ("dei:EntityCentralIndexKey", "FY", None, None, f.cik),
    ]
