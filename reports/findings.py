"""Findings for people at a terminal: a table that reads at 80 columns, and a finding's evidence path.

(The rule engine's own renderers, JSON and CSV, stay the machine formats; this is the analyst's view.)
"""

from __future__ import annotations

from rich import box
from rich.table import Table
from rich.tree import Tree

from auditgraph.rules.models import Finding, RuleResult


def amount(value: float | None) -> str:
    """A reported amount with thousands separators (whole units unless the value has cents)."""
    if value is None:
        return ""
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def compact_findings_table(results: list[RuleResult], *, with_filing: bool = False, limit: int = 50) -> Table:
    """One row per finding, readable at 80 columns: severity, rule, the fact (filing accession when several
    filings are shown, concept, period, dimensions — wrapped, never cut), reported and expected."""
    t = Table(title="findings", box=box.SIMPLE_HEAD, pad_edge=False)
    t.add_column("severity", no_wrap=True)
    t.add_column("rule", no_wrap=True)
    t.add_column(("filing / " if with_filing else "") + "concept / period", overflow="fold", ratio=1, min_width=20)
    t.add_column("reported", justify="right", no_wrap=True)
    t.add_column("expected", justify="right", no_wrap=True)
    shown = 0
    for f in (f for r in results for f in r.findings):
        if shown == limit:
            break
        fact = "\n".join([*([f.filing] if with_filing else []), f.concept, f.period, *f.dims])
        t.add_row(
            f.severity,
            f.rule.removeprefix("DQC.US.").removeprefix("XBRL."),
            fact,
            amount(f.reported),
            amount(f.expected),
        )
        shown += 1
    total = sum(len(r.findings) for r in results)
    if total > shown:
        t.caption = f"{shown} of {total} findings shown; --format json for all"
    return t


def evidence_tree(finding: Finding, company: str | None = None) -> Tree:
    """The path that proves a finding, as the graph holds it: the finding, the fact it is about (with its
    concept, context and filing), and the facts that should add up to it."""
    headline = finding.message.split("\n\n", 1)[0]  # DQC templates: the first paragraph states the finding
    root = Tree(f"[bold]{finding.element_id or finding.rule}[/] {finding.severity}: {headline}")
    fact = root.add(
        f"-[:ABOUT]-> (:Fact {finding.fact_key or finding.concept}) = {amount(finding.reported)} "
        f"{finding.unit or ''}".rstrip()
    )
    fact.add(f"-[:INSTANCE_OF]-> (:Concept {finding.concept})")
    fact.add(f"<-[:REPORTS]- (:Filing {finding.filing}){' ' + company if company else ''}")
    if finding.dims:
        fact.add("-[:IN_CONTEXT]-> (:Context) -[:HAS_MEMBER]-> " + ", ".join(finding.dims))
    root.add(f"expected {amount(finding.expected)} (difference {amount(finding.difference)})")
    for c in finding.contributors:
        weight = "" if c.weight is None else f" {{weight: {c.weight:g}}}"
        what = f"(:Fact {c.key})" if c.key else f"{c.concept} (not reported)"
        root.add(f"-[:EVIDENCE{weight}]-> {what} = {amount(c.value)}")
    return root


def findings_to_xlsx(results: list[RuleResult], path) -> int:
    """Every finding as one spreadsheet row (the CSV columns, amounts as numbers); returns the row count."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    from auditgraph.cells import save_workbook, xlsx_text_cells
    from auditgraph.diskspace import write_whole
    from auditgraph.rules.report import CSV_FIELDS

    wb = Workbook()
    ws = wb.active
    ws.title = "findings"
    ws.append(list(CSV_FIELDS))
    for cell in ws[1]:
        cell.font = Font(bold=True)
    n = 0
    for f in (f for r in results for f in r.findings):
        row = f.model_dump(mode="json")
        row["dims"] = ";".join(f.dims)
        row["evidence"] = ";".join(f.evidence)
        row["contributors"] = ";".join(
            f"{c.weight if c.weight is not None else 1:g}*{c.concept}={c.value}" for c in f.contributors
        )
        ws.append([row.get(k) for k in CSV_FIELDS])
        xlsx_text_cells(ws[ws.max_row])  # a role URI or message is never a formula
        for col in ("reported", "expected", "difference"):
            ws.cell(ws.max_row, CSV_FIELDS.index(col) + 1).number_format = "#,##0"
        n += 1
    write_whole(path, lambda p: save_workbook(wb, p), "writing the findings workbook")
    return n
