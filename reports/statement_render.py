"""A statement rendered: a rich table and an HTML page in the statement's scale as printed (parentheses for
negatives), CSV with the full values and their fact keys (for machines), and an xlsx workbook with a title, the
company, the units and sized columns, each value commented with its fact key."""

from __future__ import annotations

import csv
import html
import io
from pathlib import Path

from auditgraph.cells import csv_cell, save_workbook, xlsx_text_cells
from auditgraph.diskspace import write_whole
from auditgraph.reports.statement_model import Statement, format_amount, is_per_share, period_heading, shown_amount


def heading(st: Statement) -> str:
    who = f"{st.company} · " if st.company else ""
    filings = ", ".join(st.accessions or [st.accession])
    return f"{who}{filings} · {st.units}" if st.units else f"{who}{filings}"


def to_rich(st: Statement):
    from rich import box
    from rich.table import Table

    t = Table(title=st.title, caption=heading(st), box=box.SIMPLE_HEAD, pad_edge=False)
    t.add_column("line item", overflow="fold", ratio=1)
    for p in st.periods:
        t.add_column(period_heading(p), justify="right", no_wrap=True)
    for ln in st.lines:
        label = "  " * ln.depth + (f"[bold]{ln.label}[/]" if ln.abstract or ln.heading else ln.label)
        t.add_row(label, *(format_amount(st, ln.values.get(p)) for p in st.periods))
    return t


def to_csv(st: Statement) -> str:
    """Full values as printed (sign included, not scaled) with each value's fact key."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["concept", "member", "label", "depth", *st.periods, *(f"{p} key" for p in st.periods)])
    for ln in st.lines:  # text cells made inert (a filing's own label may read "=HYPERLINK(…)"); numbers as they are
        w.writerow(
            [
                csv_cell(ln.concept),
                csv_cell(ln.member or ""),
                csv_cell(ln.label),
                ln.depth,
                *(repr(ln.values[p].value) if p in ln.values else "" for p in st.periods),
                *(csv_cell(ln.values[p].key) if p in ln.values else "" for p in st.periods),
            ]
        )
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
            text = e(format_amount(st, c))
            link = f'<a href="{e(fact_href + c.key)}">{text}</a>' if fact_href else text
            tds.append(f'<td class="num" title="{e(c.key)}" data-key="{e(c.key)}">{link}</td>')
        cls = ' class="abstract"' if ln.abstract or ln.heading else ""
        rows.append(
            f'<tr{cls}><td style="padding-left:{ln.depth * 1.2:.1f}em" title="{e(ln.concept)}">{e(ln.label)}</td>'
            f"{''.join(tds)}</tr>"
        )
    return (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{e(st.title)} {e(st.accession)}</title><style>"
        "body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}"
        "th,td{padding:2px 10px;border-bottom:1px solid #eee}td.num{text-align:right;font-variant-numeric:tabular-nums}"
        "tr.abstract td{font-weight:600}a{color:#1a56a8;text-decoration:none}</style></head><body>"
        f"<h1>{e(st.title)}</h1><p>{e(heading(st))} · {e(st.role)}</p>"
        f"<table><thead><tr><th>line item</th>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></body></html>\n"
    )


XLSX_HEADER_ROWS = 4  # title, company and filings, units, column headings; the lines start on row 5
LABEL_WIDTH_MAX = 90  # characters; a longer label (Apple's common-stock caption with its share counts) wraps


def to_xlsx(st: Statement, path: Path) -> None:
    """Amounts in the statement's scale (as printed), negatives in parentheses, per-share to the cent."""
    from openpyxl import Workbook
    from openpyxl.comments import Comment
    from openpyxl.styles import Alignment, Font

    wb = Workbook()
    ws = wb.active
    ws.title = st.kind
    ws.append([st.title])
    ws.append([f"{st.company or st.cik or ''} ({', '.join(st.accessions or [st.accession])})"])
    ws.append([st.units])
    ws.append(["line item", *(period_heading(p) for p in st.periods), "concept", "member"])
    for header_row in ws.iter_rows(min_row=1, max_row=XLSX_HEADER_ROWS):
        xlsx_text_cells(header_row)
    ws.cell(1, 1).font = Font(bold=True, size=13)
    for cell in ws[XLSX_HEADER_ROWS]:
        cell.font = Font(bold=True)
    for ln in st.lines:
        ws.append(
            [
                ln.label,
                *(shown_amount(st, ln.values[p]) if p in ln.values else None for p in st.periods),
                ln.concept,
                ln.member,
            ]
        )
        row = ws.max_row
        xlsx_text_cells(ws[row])
        ws.cell(row, 1).alignment = Alignment(
            indent=ln.depth, wrap_text=len(ln.label) + 2 * ln.depth > LABEL_WIDTH_MAX - 2
        )
        if ln.abstract or ln.heading:
            ws.cell(row, 1).font = Font(bold=True)
        for i, p in enumerate(st.periods, start=2):
            if p in ln.values:
                c = ws.cell(row, i)
                c.number_format = "#,##0.00;(#,##0.00)" if is_per_share(ln.values[p].unit) else "#,##0;(#,##0)"
                c.comment = Comment(ln.values[p].key, "auditgraph")  # the fact's evidence key
    # Columns sized to what they hold (openpyxl has no auto-fit): the longest label with its indent, the widest amount.
    label_width = max((len(ln.label) + 2 * ln.depth for ln in st.lines), default=10)
    ws.column_dimensions["A"].width = min(max(label_width, len(st.title) // 2, 12) + 2, LABEL_WIDTH_MAX)
    for i, p in enumerate(st.periods, start=2):
        widest = max((len(format_amount(st, ln.values.get(p))) for ln in st.lines), default=0)
        ws.column_dimensions[ws.cell(XLSX_HEADER_ROWS, i).column_letter].width = max(widest, len(period_heading(p))) + 2
    concept_col = ws.cell(XLSX_HEADER_ROWS, len(st.periods) + 2).column_letter
    ws.column_dimensions[concept_col].width = min(max((len(ln.concept) for ln in st.lines), default=10) + 2, 80)
    write_whole(path, lambda p: save_workbook(wb, p), f"writing the {st.kind} statement")
