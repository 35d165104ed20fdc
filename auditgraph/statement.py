"""A filing's face statement as the company presents it: its presentation tree (labels, order, depth) with
the periods as columns and every value linked to its fact key. Rendered as a rich table, CSV, HTML or xlsx.
"""
from __future__ import annotations

import csv
import html
import io
from collections import Counter, defaultdict
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from auditgraph.cells import csv_cell, save_workbook, xlsx_text_cells
from auditgraph.diskspace import write_whole
from auditgraph.errors import InputError, NotFound
from auditgraph.store.base import GraphStore

Kind = Literal["balance", "income", "cashflow"]
# Which role classifications (ingest/roles.py) each statement kind reads, in order of preference.
STATEMENT_CODES: dict[str, tuple[str, ...]] = {"balance": ("BS",), "income": ("IS", "CI"), "cashflow": ("CF",)}
MAX_PERIODS = 3  # edgartools shows the current year and the comparatives a 10-K presents


class Cell(BaseModel):
    value: float
    key: str = Field(description="Evidence key of the fact")
    unit: str | None = None
    decimals: str | None = None


class Line(BaseModel):
    concept: str
    label: str
    depth: int
    abstract: bool
    values: dict[str, Cell] = Field(default_factory=dict, description="period token → cell")


class Statement(BaseModel):
    accession: str
    kind: str
    role: str
    title: str
    periods: list[str]
    lines: list[Line]


def _choose_role(roles: list[dict], kind: str) -> dict:
    for code in STATEMENT_CODES[kind]:
        candidates = [r for r in roles if r["statement"] == code and not r["parenthetical"]]
        if candidates:
            return max(candidates, key=lambda r: (r["edges"], r["role"]))
    shown = ", ".join(sorted({r["statement"] for r in roles})) or "none"
    raise NotFound(f"the filing presents no {kind} statement (its face statements: {shown})")


def _walk(edges: list[dict]) -> list[tuple[str, str, int, bool]]:
    """(concept, label, depth, abstract) in presentation order, depth-first from the roots."""
    children: dict[str, list[dict]] = defaultdict(list)
    labels: dict[str, str] = {}
    abstract: dict[str, bool] = {}
    for e in edges:
        children[e["parent"]].append(e)
        labels.setdefault(e["parent"], e["parent_label"])
        labels[e["child"]] = e["child_label"]
        abstract[e["child"]] = bool(e["child_abstract"])
    child_set = {e["child"] for e in edges}
    roots = sorted(p for p in children if p not in child_set)
    out: list[tuple[str, str, int, bool]] = []
    seen: set[str] = set()

    def visit(qname: str, depth: int) -> None:
        if qname in seen:  # a cycle in a broken linkbase: show the concept once
            return
        seen.add(qname)
        out.append((qname, labels.get(qname, qname), depth, abstract.get(qname, qname.endswith("Abstract"))))
        for e in sorted(children.get(qname, []), key=lambda e: (e["order"] if e["order"] is not None else 0, e["child"])):
            visit(e["child"], depth + 1)

    for root in roots:
        visit(root, 0)
    return out


def _periods(facts: list[dict], kind: str) -> list[str]:
    """The statement's columns: the periods most of its lines report (instants on a balance sheet,
    durations elsewhere), newest first."""
    wanted = "instant" if kind == "balance" else "duration"
    counts = Counter(f["period"] for f in facts if f["period_type"] == wanted)
    if not counts:
        return []
    top = counts.most_common(1)[0][1]
    # Keep periods reported by more than half as many lines as the best one: drops one-off periods (a
    # stock-count date) and the quarters a 10-K repeats for a few lines (Microsoft's 10-K 2015 gives 6 of its
    # 17 income-statement lines for each quarter) that would make mostly empty columns.
    common = [p for p, n in counts.items() if n * 2 > top]
    return sorted(common, key=lambda p: (p.split("-")[-1], p), reverse=True)[:MAX_PERIODS]


def build_statement(store: GraphStore, accession: str, kind: str, period: str | None = None) -> Statement:
    """The statement of one kind; ``period`` (a period token) adds that column when the statement's lines
    report it and the usual columns leave it out (the evidence view shows a finding's fact in its column)."""
    if kind not in STATEMENT_CODES:
        raise InputError(f"unknown statement '{kind}': balance, income or cashflow")
    if not any(r["accession"] == accession and r["status"] == "complete" for r in store.run("admin.filings")):
        raise NotFound(f"filing {accession} is not loaded")
    role = _choose_role(store.run("views.statement_roles", {"accession": accession}), kind)
    order = _walk(store.run("views.presentation_tree", {"accession": accession, "role": role["role"]}))
    facts = store.run("views.statement_facts", {"accession": accession, "concepts": [q for q, *_ in order]})
    periods = _periods(facts, kind)
    if period and period not in periods and any(f["period"] == period for f in facts):
        # newest end first; of two periods ending together, the longer (the year before its last quarter)
        periods = sorted([*periods, period], key=lambda p: (p.split("-")[-1], -int(p.split("-")[0]) if "-" in p else 0),
                         reverse=True)
    # In a duration statement an instant fact at a column's end date is that column's closing balance (the
    # cash at the end of the year on a cash-flow statement).
    column_of = {p: p for p in periods} | {p.split("-")[-1]: p for p in periods if "-" in p}
    cells: dict[tuple[str, str], Cell] = {}
    for f in sorted(facts, key=lambda f: (f["period_type"] != ("instant" if kind == "balance" else "duration"), f["key"])):
        column = column_of.get(f["period"])
        if column is not None and (f["concept"], column) not in cells:
            cells[(f["concept"], column)] = Cell(value=f["value"], key=f["key"], unit=f["unit"], decimals=f["decimals"])
    lines = [Line(concept=q, label=label, depth=depth, abstract=abstract,
                  values={p: cells[(q, p)] for p in periods if (q, p) in cells})
             for q, label, depth, abstract in order]
    # Table and line-item wrappers (…Table, …LineItems, …Axis, …Member) carry no values and no meaning for a reader.
    lines = [ln for ln in lines if ln.values or not ln.concept.endswith(("Table", "LineItems", "Axis", "Member", "Domain"))]
    title = (role["definition"] or role["role"]).split(" - ")[-1]
    return Statement(accession=accession, kind=kind, role=role["role"], title=title, periods=periods, lines=lines)


def period_heading(token: str) -> str:
    """20230930 → 2023-09-30; 20221002-20230930 → 2022-10-02..2023-09-30."""
    return "..".join(f"{p[:4]}-{p[4:6]}-{p[6:]}" for p in token.split("-"))


def _amount(cell: Cell | None) -> str:
    if cell is None:
        return ""
    return f"{cell.value:,.0f}" if float(cell.value).is_integer() else f"{cell.value:,.2f}"


def to_rich(st: Statement):
    from rich import box
    from rich.table import Table

    t = Table(title=f"{st.title} ({st.accession})", box=box.SIMPLE_HEAD, pad_edge=False)
    t.add_column("line item", overflow="fold", ratio=1)
    for p in st.periods:
        t.add_column(period_heading(p), justify="right", no_wrap=True)
    for ln in st.lines:
        label = "  " * ln.depth + (f"[bold]{ln.label}[/]" if ln.abstract else ln.label)
        t.add_row(label, *(_amount(ln.values.get(p)) for p in st.periods))
    return t


def to_csv(st: Statement) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["concept", "label", "depth", *st.periods, *(f"{p} key" for p in st.periods)])
    for ln in st.lines:  # text cells made inert (a filing's own label may read "=HYPERLINK(…)"); numbers as they are
        w.writerow([csv_cell(ln.concept), csv_cell(ln.label), ln.depth,
                    *(repr(ln.values[p].value) if p in ln.values else "" for p in st.periods),
                    *(csv_cell(ln.values[p].key) if p in ln.values else "" for p in st.periods)])
    return buf.getvalue()


def to_html(st: Statement, fact_href: str = "") -> str:
    """A self-contained page (no scripts); each value links to ``fact_href + fact key`` when given and
    carries the key as its title either way."""
    e = html.escape
    head = "".join(f"<th>{e(period_heading(p))}</th>" for p in st.periods)
    rows = []
    for ln in st.lines:
        tds = []
        for p in st.periods:
            c = ln.values.get(p)
            if c is None:
                tds.append("<td></td>")
                continue
            text = e(_amount(c))
            link = f'<a href="{e(fact_href + c.key)}">{text}</a>' if fact_href else text
            tds.append(f'<td class="num" title="{e(c.key)}" data-key="{e(c.key)}">{link}</td>')
        cls = ' class="abstract"' if ln.abstract else ""
        rows.append(f'<tr{cls}><td style="padding-left:{ln.depth * 1.2:.1f}em" title="{e(ln.concept)}">{e(ln.label)}</td>'
                    f"{''.join(tds)}</tr>")
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{e(st.title)} {e(st.accession)}</title><style>"
            "body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}"
            "th,td{padding:2px 10px;border-bottom:1px solid #eee}td.num{text-align:right;font-variant-numeric:tabular-nums}"
            "tr.abstract td{font-weight:600}a{color:#1a56a8;text-decoration:none}</style></head><body>"
            f"<h1>{e(st.title)}</h1><p>{e(st.accession)} · {e(st.role)}</p>"
            f"<table><thead><tr><th>line item</th>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></body></html>\n")


def to_xlsx(st: Statement, path: Path) -> None:
    from openpyxl import Workbook
    from openpyxl.comments import Comment
    from openpyxl.styles import Alignment, Font

    wb = Workbook()
    ws = wb.active
    ws.title = st.kind
    ws.append(["line item", *(period_heading(p) for p in st.periods), "concept"])
    xlsx_text_cells(ws[1])
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for ln in st.lines:
        ws.append([ln.label, *(ln.values[p].value if p in ln.values else None for p in st.periods), ln.concept])
        row = ws.max_row
        xlsx_text_cells(ws[row])
        ws.cell(row, 1).alignment = Alignment(indent=ln.depth)
        if ln.abstract:
            ws.cell(row, 1).font = Font(bold=True)
        for i, p in enumerate(st.periods, start=2):
            if p in ln.values:
                c = ws.cell(row, i)
                c.number_format = "#,##0"
                c.comment = Comment(ln.values[p].key, "auditgraph")  # the fact's evidence key
    ws.column_dimensions["A"].width = 60
    write_whole(path, lambda p: save_workbook(wb, p), f"writing the {st.kind} statement")


def statement_containing(store: GraphStore, accession: str, concept: str, period: str | None = None) -> Statement:
    """The face statement (balance, income, cash flow, in that order) whose presentation shows the concept,
    preferring one where it has a value: where a finding's fact sits among the numbers around it. With
    ``period``, that period is one of the columns when the statement reports it."""
    if not any(r["accession"] == accession and r["status"] == "complete" for r in store.run("admin.filings")):
        raise NotFound(f"filing {accession} is not loaded")
    ranked: list[tuple[int, int, Statement]] = []
    for order, kind in enumerate(STATEMENT_CODES):
        try:
            st = build_statement(store, accession, kind, period)
        except NotFound:
            continue  # the filing presents no statement of this kind
        for line in st.lines:
            if line.concept == concept:
                # best: the value of that period is on it; then any value of the concept; then the line alone
                ranked.append((0 if period in line.values else 1 if line.values else 2, order, st))
                break
    if ranked:
        return min(ranked, key=lambda r: r[:2])[2]
    raise NotFound(f"{concept} is on none of {accession}'s face statements (balance sheet, income statement, cash flow)")
