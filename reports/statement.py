"""A filing's face statement as the company prints it: its presentation tree with the company's labels in each
arc's preferred label role, signs as printed (negated labels), opening and closing balances of roll-forwards, the
lines the statement breaks down by an axis (Apple's Products and Services net sales), periods as columns and every
value linked to its fact key; several filings of one company stitched into one table by period.

The parts: ``statement_model`` (what a statement is), ``statement_tree`` (the presentation network as lines),
``statement_values`` (columns, cells, signs, scale), ``statement_render`` (rich table, CSV, HTML, xlsx).
"""

from __future__ import annotations

from auditgraph.errors import InputError, NotFound
from auditgraph.reports.statement_model import KINDS, STATEMENT_CODES, Cell, Line, Statement, period_heading
from auditgraph.reports.statement_render import to_csv, to_html, to_rich, to_xlsx
from auditgraph.reports.statement_tree import Node, axis_members, choose_role, is_negated, line_items, period_edge, walk
from auditgraph.reports.statement_values import FactIndex, cell_for, columns, index_facts, scales
from auditgraph.store.base import GraphStore

__all__ = [
    "KINDS",
    "STATEMENT_CODES",
    "Cell",
    "Line",
    "Statement",
    "build_statement",
    "build_statements",
    "period_heading",
    "statement_containing",
    "stitch_statements",
    "to_csv",
    "to_html",
    "to_rich",
    "to_xlsx",
]
FACE_KINDS = ("balance", "income", "cashflow")  # where a finding's fact is looked for, in this order


def _filing(store: GraphStore, accession: str) -> dict:
    for r in store.run("admin.filings"):
        if r["accession"] == accession and r["status"] == "complete":
            return r
    raise NotFound(f"filing {accession} is not loaded")


def _line(
    node: Node,
    periods: list[str],
    index: FactIndex,
    *,
    dim: str | None = None,
    label: str | None = None,
    depth: int | None = None,
    axis: str | None = None,
    member: str | None = None,
) -> Line:
    values = {p: c for p in periods if (c := cell_for(index, node.concept, dim, p, node.preferred_label)) is not None}
    return Line(
        concept=node.concept,
        label=label or node.label,
        depth=node.depth if depth is None else depth,
        abstract=node.abstract,
        values=values,
        preferred_label=node.preferred_label,
        negated=is_negated(node.preferred_label),
        axis=axis,
        member=member,
    )


def _dims(members: dict[str, list[Node]]) -> list[tuple[str, Node]]:
    return [(axis, m) for axis in members for m in members[axis]]


def _breakdown_layout(
    items: list[Node], members: dict[str, list[Node]], periods: list[str], index: FactIndex
) -> list[Line]:
    """Each line, with the members it is broken down by where the statement presents an axis: the members first and
    the line as their total (Products, Services, Total net sales), or after an opening balance."""
    out: list[Line] = []
    for n in items:
        line = _line(n, periods, index)
        if n.abstract:
            out.append(line)
            continue
        parts = [
            _line(
                n,
                periods,
                index,
                dim=f"{axis}={m.concept}",
                label=m.label,
                depth=n.depth + 1,
                axis=axis,
                member=m.concept,
            )
            for axis, m in _dims(members)
        ]
        parts = [p for p in parts if p.values]
        out.extend([line, *parts] if period_edge(n.preferred_label) == "start" else [*parts, line])
    return out


def _sections_layout(
    items: list[Node], members: dict[str, list[Node]], periods: list[str], index: FactIndex
) -> list[Line]:
    """A statement of changes in equity as printed: the opening total, then one section per equity component
    (member) with its own roll-forward, then the closing total and the lines no component breaks down."""
    rows = [n for n in items if not n.abstract]
    top = min((n.depth for n in rows), default=0)
    sections: list[Line] = []
    broken_down: set[str] = set()
    for axis, m in _dims(members):
        body = [
            _line(n, periods, index, dim=f"{axis}={m.concept}", depth=n.depth + 1, axis=axis, member=m.concept)
            for n in rows
        ]
        body = [b for b in body if b.values]
        if body:
            sections.append(
                Line(
                    concept=m.concept,
                    label=m.label,
                    depth=top,
                    abstract=False,
                    heading=True,
                    axis=axis,
                    member=m.concept,
                )
            )
            sections.extend(body)
            broken_down.update(b.concept for b in body)
    plain = [_line(n, periods, index) for n in rows]
    opening = [ln for ln in plain if ln.values and period_edge(ln.preferred_label) == "start"]
    rest = [
        ln
        for ln in plain
        if ln.values
        and period_edge(ln.preferred_label) != "start"
        and (period_edge(ln.preferred_label) == "end" or ln.concept not in broken_down)
    ]
    return opening + sections + rest


def build_statement(
    store: GraphStore, accession: str, kind: str, period: str | None = None, *, abstract: bool = False
) -> Statement:
    """The statement of one kind. ``period`` (a period token) adds that column when the statement's lines report
    it and the usual columns leave it out (the evidence view shows a finding's fact in its column); ``abstract``
    keeps the abstract headings ("Operating expenses:") that are left out by default."""
    if kind not in STATEMENT_CODES:
        raise InputError(f"unknown statement '{kind}': {', '.join(KINDS)}")
    filing = _filing(store, accession)
    role = choose_role(store.run("views.statement_roles", {"accession": accession}), kind)
    nodes = walk(store.run("views.presentation_tree", {"accession": accession, "role": role["role"]}))
    items, members = line_items(nodes), axis_members(nodes)
    concepts = sorted({n.concept for n in items if not n.abstract})
    facts = [
        f
        for f in store.run("views.statement_facts", {"accession": accession, "concepts": concepts})
        if not f["dims"] or f["dims"][0].split("=", 1)[0] in members
    ]  # only the axes this statement presents
    periods = columns(facts, kind)
    if period and period not in periods and any(f["period"] == period for f in facts):
        # newest end first; of two periods ending together, the longer (the year before its last quarter)
        periods = sorted(
            [*periods, period], key=lambda p: (p.split("-")[-1], -int(p.split("-")[0]) if "-" in p else 0), reverse=True
        )
    index = index_facts(facts)
    layout = _sections_layout if kind == "equity" and members else _breakdown_layout
    lines = [
        ln
        for ln in layout(items, members, periods, index)
        if ln.heading or (ln.abstract and abstract) or (not ln.abstract and ln.values)
    ]
    top = min((ln.depth for ln in lines), default=0)
    lines = [ln.model_copy(update={"depth": ln.depth - top}) for ln in lines]
    scale, share_scale, units = scales([c for ln in lines for c in ln.values.values()])
    title = (role["definition"] or role["role"]).split(" - ")[-1]
    return Statement(
        accession=accession,
        accessions=[accession],
        company=filing["company"],
        cik=filing["cik"],
        kind=kind,
        role=role["role"],
        title=title,
        periods=periods,
        lines=lines,
        scale=scale,
        share_scale=share_scale,
        units=units,
    )


def _line_key(line: Line) -> tuple:
    """What makes two filings' lines the same line: the concept, its place in a roll-forward, its member."""
    return (line.concept, period_edge(line.preferred_label), line.member, line.heading)


def _newest_first(periods: set[str]) -> list[str]:
    return sorted(periods, key=lambda p: (p.split("-")[-1], p), reverse=True)


def stitch_statements(statements: list[Statement]) -> Statement:
    """One table of several filings' statements of one company: every period of any of them as a column (newest
    first), each cell from the newest filing that reports it (a restated comparative wins over the original), the
    lines in the newest filing's order with lines only older filings present after the line they follow there."""
    if len(statements) == 1:
        return statements[0]
    if len({s.cik for s in statements}) > 1:
        names = ", ".join(f"{s.accession} ({s.company or s.cik})" for s in statements)
        raise InputError(f"a stitched statement is of one company; these filings are of several: {names}")
    ordered = sorted(
        statements, key=lambda s: (max((p.split("-")[-1] for p in s.periods), default=""), s.accession), reverse=True
    )
    merged = [ln.model_copy(deep=True) for ln in ordered[0].lines]
    keys = [_line_key(ln) for ln in merged]
    for st in ordered[1:]:
        previous = None
        for ln in st.lines:
            k = _line_key(ln)
            if k not in keys:
                at = keys.index(previous) + 1 if previous is not None else 0
                merged.insert(at, ln.model_copy(deep=True))
                keys.insert(at, k)
            previous = k
    by_key = [{_line_key(ln): ln for ln in reversed(st.lines)} for st in ordered]  # the first of a repeated key
    periods = _newest_first({p for st in ordered for p in st.periods})
    for ln, k in zip(merged, keys):
        ln.values = {}
        for p in periods:
            cell = next((lines[k].values[p] for lines in by_key if k in lines and p in lines[k].values), None)
            if cell is not None:
                ln.values[p] = cell
    newest = ordered[0]
    return newest.model_copy(update={"accessions": [s.accession for s in ordered], "periods": periods, "lines": merged})


def build_statements(store: GraphStore, accessions: list[str], kind: str, *, abstract: bool = False) -> Statement:
    """The statement of one filing, or of several filings of one company stitched by period."""
    if not accessions:
        raise InputError("name at least one filing")
    return stitch_statements(
        [build_statement(store, acc, kind, abstract=abstract) for acc in dict.fromkeys(accessions)]
    )


def statement_containing(store: GraphStore, accession: str, concept: str, period: str | None = None) -> Statement:
    """The face statement (balance, income, cash flow, in that order) whose presentation shows the concept,
    preferring one where it has a value: where a finding's fact sits among the numbers around it. With
    ``period``, that period is one of the columns when the statement reports it."""
    _filing(store, accession)
    ranked: list[tuple[int, int, Statement]] = []
    for order, kind in enumerate(FACE_KINDS):
        try:
            st = build_statement(store, accession, kind, period)
        except NotFound:
            continue  # the filing presents no statement of this kind
        for line in st.lines:
            if line.concept == concept and line.member is None:
                # best: the value of that period is on it; then any value of the concept; then the line alone
                ranked.append((0 if period in line.values else 1 if line.values else 2, order, st))
                break
    if ranked:
        return min(ranked, key=lambda r: r[:2])[2]
    raise NotFound(
        f"{concept} is on none of {accession}'s face statements (balance sheet, income statement, cash flow)"
    )
