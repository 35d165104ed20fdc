"""Seeding errors into copies of real filings (the originals in ../shared/data are never modified)."""

from __future__ import annotations

import re
from pathlib import Path

from auditgraph.evals import seeding
from auditgraph.evals.seeding import instance_of, set_fact
from tests.conftest import filing_path

__all__ = [
    "add_axis_member_arcs",
    "add_calc_arcs",
    "add_definition_arcs",
    "add_fact",
    "add_member_fact",
    "add_presentation_arcs",
    "copy_filing",
    "inject_dimensional_table",
    "instance_of",
    "move_us_gaap_release",
    "set_fact",
]

LINKBASE_END = re.compile(rb"</(\w+:)?linkbase>(?!.*</(\w+:)?linkbase>)", re.S)
XBRL_END = re.compile(rb"</(\w+:)?xbrl>(?!.*</(\w+:)?xbrl>)", re.S)


def copy_filing(folder: str, dest: Path) -> Path:
    """A writable copy of a shared filing folder (the evaluation builder's own copier)."""
    return seeding.copy_filing(filing_path(folder), dest)


def definition_linkbase(folder: Path) -> Path:
    from auditgraph.ingest.dts import classify

    for p in sorted(folder.iterdir()):
        data = p.read_bytes()
        if classify(data) == "linkbase" and b"definitionLink" in data:
            return p
    raise FileNotFoundError("no definition linkbase")


def inject_dimensional_table(
    folder: Path,
    *,
    role: str,
    us_gaap_ns_year: str,
    srt_year: str,
    line_item: str,
    total_context_id: str,
    unit_id: str,
    decimals: str,
    members: dict[str, str],
) -> None:
    """Add a ProductOrServiceAxis table to a statement role (definition linkbase) and member facts of
    ``line_item`` (instance) in new contexts cloned from the total's context."""
    gaap = f"https://xbrl.fasb.org/us-gaap/{us_gaap_ns_year}/elts/us-gaap-{us_gaap_ns_year}.xsd"
    srt = f"https://xbrl.fasb.org/srt/{srt_year}/elts/srt-{srt_year}.xsd"
    locs = {
        "li": f"{gaap}#us-gaap_StatementLineItems",
        "tb": f"{gaap}#us-gaap_StatementTable",
        "ax": f"{srt}#srt_ProductOrServiceAxis",
        "dom": f"{srt}#srt_ProductsAndServicesDomain",
    }
    li_prefix, li_local = line_item.split(":")
    locs["item"] = f"{gaap if li_prefix == 'us-gaap' else srt}#{li_prefix}_{li_local}"
    # The line item is a primary item of the table: a domain-member child of the line-items abstract.
    arcs = [
        ("all", "li", "tb", ' xbrldt:contextElement="segment" xbrldt:closed="true"'),
        ("domain-member", "li", "item", ""),
        ("hypercube-dimension", "tb", "ax", ""),
        ("dimension-domain", "ax", "dom", ""),
    ]
    for i, m in enumerate(sorted(members)):
        prefix, local = m.split(":")
        locs[f"m{i}"] = f"{gaap if prefix == 'us-gaap' else srt}#{prefix}_{local}"
        arcs.append(("domain-member", "dom", f"m{i}", ""))
    xml = [
        '<link:definitionLink xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'xmlns:xbrldt="http://xbrl.org/2005/xbrldt" xlink:type="extended" xlink:role="{role}">'
    ]
    xml += [f'<link:loc xlink:type="locator" xlink:label="seed_{k}" xlink:href="{v}"/>' for k, v in locs.items()]
    xml += [
        f'<link:definitionArc xlink:type="arc" xlink:arcrole="http://xbrl.org/int/dim/arcrole/{a}" '
        f'xlink:from="seed_{f}" xlink:to="seed_{t}" order="{i + 1}"{extra}/>'
        for i, (a, f, t, extra) in enumerate(arcs)
    ]
    xml.append("</link:definitionLink>")
    lb = definition_linkbase(folder)
    data = lb.read_bytes()
    m = LINKBASE_END.search(data)
    lb.write_bytes(data[: m.start()] + "\n".join(xml).encode() + b"\n" + data[m.start() :])

    inst = instance_of(folder)
    text = inst.read_bytes()
    ctx = re.search(
        rb"<(\w+:)?context\b[^>]*\bid=\"" + re.escape(total_context_id.encode()) + rb"\".*?</(\w+:)?context>",
        text,
        re.S,
    ).group(0)
    added = []
    for i, (member, value) in enumerate(sorted(members.items())):
        prefix, local = member.split(":")
        ns = f"http://fasb.org/{prefix}/{us_gaap_ns_year if prefix == 'us-gaap' else srt_year}"
        new_id = f"seed-ctx-{i}".encode()
        seg = (
            f'<xbrli:segment xmlns:xbrli="http://www.xbrl.org/2003/instance"><xbrldi:explicitMember '
            f'xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:srtx="http://fasb.org/srt/{srt_year}" xmlns:mx="{ns}" '
            f'dimension="srtx:ProductOrServiceAxis">mx:{local}</xbrldi:explicitMember></xbrli:segment>'
        ).encode()
        c = re.sub(rb"\bid=\"[^\"]+\"", b'id="' + new_id + b'"', ctx, count=1)
        c = re.sub(rb"(</(\w+:)?identifier>)", lambda mm: mm.group(1) + seg, c, count=1)
        added.append(c)
        li_prefix, li_local = line_item.split(":")
        added.append(
            (
                f'<g:{li_local} xmlns:g="http://fasb.org/us-gaap/{us_gaap_ns_year}" contextRef="seed-ctx-{i}" '
                f'unitRef="{unit_id}" decimals="{decimals}">{value}</g:{li_local}>'
            ).encode()
        )
    m = XBRL_END.search(text)
    inst.write_bytes(text[: m.start()] + b"\n".join(added) + b"\n" + text[m.start() :])


def add_member_fact(
    folder: Path,
    *,
    axis: str,
    member: str,
    concept: str,
    like_context: str,
    new_context: str,
    value: str,
    unit_id: str | None = "usd",
    decimals: str = "-6",
) -> None:
    """Add one fact of ``concept`` qualified by ``axis`` = ``member`` (qnames with the instance's own prefixes), in a
    new context cloned from ``like_context`` (same entity and period)."""
    inst = instance_of(folder)
    text = inst.read_bytes()
    ctx = re.search(
        rb"<(\w+:)?context\b[^>]*\bid=\"" + re.escape(like_context.encode()) + rb"\".*?</(\w+:)?context>", text, re.S
    ).group(0)
    seg = (f'<segment><xbrldi:explicitMember dimension="{axis}">{member}</xbrldi:explicitMember></segment>').encode()
    c = re.sub(rb"\bid=\"[^\"]+\"", b'id="' + new_context.encode() + b'"', ctx, count=1)
    c = re.sub(rb"(</(\w+:)?identifier>)", lambda m: m.group(1) + seg, c, count=1)
    numeric = f' unitRef="{unit_id}" decimals="{decimals}"' if unit_id else ""  # no unit: a non-numeric fact
    fact = f'<{concept} contextRef="{new_context}"{numeric}>{value}</{concept}>'.encode()
    m = XBRL_END.search(text)
    inst.write_bytes(text[: m.start()] + c + b"\n" + fact + b"\n" + text[m.start() :])


def add_axis_member_arcs(folder: Path, *, role: str, axis_href: str, domain_href: str, member_href: str) -> None:
    """Put a member on an axis in the filing's definition linkbase (dimension-domain, domain-member), no fact."""
    arcs = [("dimension-domain", "ax", "dom"), ("domain-member", "dom", "mem")]
    locs = {"ax": axis_href, "dom": domain_href, "mem": member_href}
    xml = [
        '<link:definitionLink xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'xlink:type="extended" xlink:role="{role}">'
    ]
    xml += [f'<link:loc xlink:type="locator" xlink:label="seed_{k}" xlink:href="{v}"/>' for k, v in locs.items()]
    xml += [
        f'<link:definitionArc xlink:type="arc" xlink:arcrole="http://xbrl.org/int/dim/arcrole/{a}" '
        f'xlink:from="seed_{f}" xlink:to="seed_{t}" order="{i + 1}"/>'
        for i, (a, f, t) in enumerate(arcs)
    ]
    xml.append("</link:definitionLink>")
    lb = definition_linkbase(folder)
    data = lb.read_bytes()
    m = LINKBASE_END.search(data)
    lb.write_bytes(data[: m.start()] + "\n".join(xml).encode() + b"\n" + data[m.start() :])


def move_us_gaap_release(folder: Path, old: str, new: str) -> None:
    """Point every document of the copy at another us-gaap release (namespace and schema references)."""
    for p in sorted(Path(folder).iterdir()):
        if p.suffix in (".xml", ".xsd"):
            p.write_bytes(
                p.read_bytes()
                .replace(f"fasb.org/us-gaap/{old}".encode(), f"fasb.org/us-gaap/{new}".encode())
                .replace(f"us-gaap-{old}.xsd".encode(), f"us-gaap-{new}.xsd".encode())
            )


def add_calc_arcs(folder: Path, *, role: str, arcs: list[tuple[str, str, float]]) -> None:
    """Add a calculation network of (parent href, child href, weight) arcs to the filing's calculation linkbase."""
    from auditgraph.ingest.dts import classify

    lb = next(
        p
        for p in sorted(Path(folder).iterdir())
        if classify(p.read_bytes()) == "linkbase" and b"calculationLink" in p.read_bytes()
    )
    hrefs = sorted({h for p, c, _ in arcs for h in (p, c)})
    label = {h: f"seed_c{i}" for i, h in enumerate(hrefs)}
    xml = [
        '<link:calculationLink xmlns:link="http://www.xbrl.org/2003/linkbase" '
        f'xmlns:xlink="http://www.w3.org/1999/xlink" xlink:type="extended" xlink:role="{role}">'
    ]
    xml += [f'<link:loc xlink:type="locator" xlink:label="{label[h]}" xlink:href="{h}"/>' for h in hrefs]
    xml += [
        f'<link:calculationArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" '
        f'xlink:from="{label[p]}" xlink:to="{label[c]}" order="{i + 1}" weight="{w}"/>'
        for i, (p, c, w) in enumerate(arcs)
    ]
    xml.append("</link:calculationLink>")
    data = lb.read_bytes()
    m = LINKBASE_END.search(data)
    lb.write_bytes(data[: m.start()] + "\n".join(xml).encode() + b"\n" + data[m.start() :])


def add_presentation_arcs(folder: Path, *, role: str, arcs: list[tuple[str, str]]) -> None:
    """Add a presentation network of (parent href, child href) arcs to the filing's presentation linkbase."""
    from auditgraph.ingest.dts import classify

    lb = next(
        p
        for p in sorted(Path(folder).iterdir())
        if classify(p.read_bytes()) == "linkbase" and b"presentationLink" in p.read_bytes()
    )
    hrefs = sorted({h for p, c in arcs for h in (p, c)})
    label = {h: f"seed_p{i}" for i, h in enumerate(hrefs)}
    xml = [
        '<link:presentationLink xmlns:link="http://www.xbrl.org/2003/linkbase" '
        f'xmlns:xlink="http://www.w3.org/1999/xlink" xlink:type="extended" xlink:role="{role}">'
    ]
    xml += [f'<link:loc xlink:type="locator" xlink:label="{label[h]}" xlink:href="{h}"/>' for h in hrefs]
    xml += [
        f'<link:presentationArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/parent-child" '
        f'xlink:from="{label[p]}" xlink:to="{label[c]}" order="{i + 1}"/>'
        for i, (p, c) in enumerate(arcs)
    ]
    xml.append("</link:presentationLink>")
    data = lb.read_bytes()
    m = LINKBASE_END.search(data)
    lb.write_bytes(data[: m.start()] + "\n".join(xml).encode() + b"\n" + data[m.start() :])


def add_fact(
    folder: Path, *, concept: str, context: str, value: str, unit_id: str = "usd", decimals: str = "-6"
) -> None:
    """Add one fact in an existing context of the instance."""
    inst = instance_of(folder)
    text = inst.read_bytes()
    fact = f'<{concept} contextRef="{context}" unitRef="{unit_id}" decimals="{decimals}">{value}</{concept}>'.encode()
    m = XBRL_END.search(text)
    inst.write_bytes(text[: m.start()] + fact + b"\n" + text[m.start() :])


def add_definition_arcs(folder: Path, *, role: str, arcs: list[tuple[str, str, str]]) -> None:
    """Add a definition network of (arcrole local name, from href, to href) arcs (dimension arcroles)."""
    hrefs = sorted({h for _, f, t in arcs for h in (f, t)})
    label = {h: f"seed_d{i}" for i, h in enumerate(hrefs)}
    xml = [
        '<link:definitionLink xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'xlink:type="extended" xlink:role="{role}">'
    ]
    xml += [f'<link:loc xlink:type="locator" xlink:label="{label[h]}" xlink:href="{h}"/>' for h in hrefs]
    xml += [
        f'<link:definitionArc xlink:type="arc" xlink:arcrole="http://xbrl.org/int/dim/arcrole/{a}" '
        f'xlink:from="{label[f]}" xlink:to="{label[t]}" order="{i + 1}"/>'
        for i, (a, f, t) in enumerate(arcs)
    ]
    xml.append("</link:definitionLink>")
    lb = definition_linkbase(folder)
    data = lb.read_bytes()
    m = LINKBASE_END.search(data)
    lb.write_bytes(data[: m.start()] + "\n".join(xml).encode() + b"\n" + data[m.start() :])
