"""Spreadsheet-safe text cells for the CSV and xlsx exports (OWASP's CSV-injection guidance).

A spreadsheet reads a cell that begins with ``=``, ``+``, ``-`` or ``@`` (or a tab or carriage return, which some
strip first) as a formula: a filing's own label ``=HYPERLINK(…)`` or a role URI ``=cmd|…`` would run on the
analyst's machine when the export is opened. Such text gets a leading ``'``, the spreadsheet convention for
"this is text" (in xlsx: the cell is a string with the quote-prefix style, so it shows exactly as written and
stays text when edited). Numbers stay numbers: a value written as a number, or text that is a plain number
(``-6`` decimals, ``-423120000.0``), is not a formula and is left alone.
"""

from __future__ import annotations

import re
from typing import Any

FORMULA_TRIGGERS = ("=", "+", "-", "@", "\t", "\r", "\n")
_PLAIN_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def starts_a_formula(text: str) -> bool:
    """Whether a spreadsheet could read this text as a formula (also after leading spaces, which some trim)."""
    if not text:
        return False
    if text[0] in FORMULA_TRIGGERS:
        return not _PLAIN_NUMBER.match(text)
    stripped = text.lstrip(" ")
    return bool(stripped) and stripped[0] in FORMULA_TRIGGERS and not _PLAIN_NUMBER.match(stripped)


def csv_cell(value: Any) -> Any:
    """A CSV cell value: formula-like text quoted with a leading ``'``; anything else unchanged."""
    if isinstance(value, str) and starts_a_formula(value):
        return "'" + value
    return value


def csv_row(values: list[Any]) -> list[Any]:
    return [csv_cell(v) for v in values]


def xlsx_text_cells(row: Any) -> None:
    """After ``worksheet.append``: openpyxl stores a string that begins with ``=`` as a formula (``<f>``); such
    text, and any other formula-like text, becomes a plain string cell with the quote prefix."""
    for cell in row:
        if isinstance(cell.value, str) and starts_a_formula(cell.value):
            cell.data_type = "s"
            cell.quotePrefix = True


def save_workbook(workbook: Any, path: Any) -> None:
    """Save an openpyxl workbook through a file descriptor of our own, closed even when the save fails (a failed
    ``workbook.save(path)`` left its zip file open, so a full disk's mount stayed busy)."""
    with open(path, "wb") as fh:
        workbook.save(fh)
