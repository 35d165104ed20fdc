"""Rendering rule results: JSON (stable order), CSV and a rich table."""

from __future__ import annotations

import csv
import io
import json

from rich.table import Table

from auditgraph.cells import csv_cell
from auditgraph.rules.models import RuleResult

CSV_FIELDS = (
    "rule",
    "element_id",
    "severity",
    "filing",
    "concept",
    "period",
    "dims",
    "unit",
    "decimals",
    "reported",
    "expected",
    "difference",
    "tolerance",
    "role",
    "contributors",
    "evidence",
    "message",
)


def to_json(results: list[RuleResult]) -> str:
    return json.dumps([r.model_dump(mode="json") for r in results], sort_keys=True, indent=2)


def to_csv(results: list[RuleResult]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=CSV_FIELDS, lineterminator="\n")
    w.writeheader()
    for r in results:
        for f in r.findings:
            row = f.model_dump(mode="json")
            row["dims"] = ";".join(f.dims)
            row["evidence"] = ";".join(f.evidence)
            row["contributors"] = ";".join(
                f"{c.weight if c.weight is not None else 1:g}*{c.concept}{'[' + c.member + ']' if c.member else ''}={c.value}"
                for c in f.contributors
            )
            w.writerow({k: csv_cell(row.get(k)) for k in CSV_FIELDS})  # a label or role URI is never a formula
    return buf.getvalue()


def summary_table(results: list[RuleResult]) -> Table:
    # Why a rule could not evaluate goes under the table, so the table itself stays narrow (80 columns).
    why = [f"{r.rule}: {r.reason}" for r in results if r.status == "not_evaluable" and r.reason]
    t = Table(title="rule results", show_lines=False, caption="\n".join(why) or None, caption_justify="left")
    for col in ("rule", "status", "checks", "passed", "findings", "not evaluable"):
        t.add_column(col, justify="right" if col not in ("rule", "status") else "left")
    for r in results:
        t.add_row(r.rule, r.status, str(r.evaluated), str(r.passed), str(len(r.findings)), str(len(r.not_evaluable)))
    return t


def findings_table(results: list[RuleResult], limit: int = 50) -> Table:
    t = Table(title="findings")
    for col in ("rule", "concept", "period", "dims", "reported", "expected", "difference"):
        t.add_column(col, overflow="fold")
    n = 0
    for r in results:
        for f in r.findings:
            if n >= limit:
                break
            t.add_row(
                f.rule,
                f.concept,
                f.period,
                "\n".join(f.dims),
                f"{f.reported:,.0f}" if f.reported is not None else "",
                f"{f.expected:,.0f}" if f.expected is not None else "",
                f"{f.difference:,.0f}" if f.difference is not None else "",
            )
            n += 1
    return t
