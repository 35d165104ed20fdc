"""The numbers of a statement: which periods are its columns, which fact fills a line's cell in a column (the
opening balance of a roll-forward is the instant before the column's first day), the sign a negated label asks
for, and the scale the amounts are printed in (the facts' own decimals: -6 is "in millions").
"""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

from auditgraph.reports.statement_model import Cell, is_per_share, is_shares
from auditgraph.reports.statement_tree import is_negated, period_edge

MAX_PERIODS = 3  # edgartools shows the current year and the comparatives a 10-K presents
SCALE_WORDS = {1_000: "thousands", 1_000_000: "millions", 1_000_000_000: "billions"}

FactIndex = dict[tuple[str, str | None, str], dict]  # (concept, "axis=member" or None, period token) → fact row


def index_facts(facts: list[dict]) -> FactIndex:
    """Facts by concept, single dimension (None without one) and period; of duplicates the first by key."""
    index: FactIndex = {}
    for f in sorted(facts, key=lambda f: f["key"]):
        dims = f.get("dims") or []
        index.setdefault((f["concept"], dims[0] if dims else None, f["period"]), f)
    return index


def columns(facts: list[dict], kind: str) -> list[str]:
    """The statement's columns: the periods most of its lines report (instants on a balance sheet, durations
    elsewhere), newest first."""
    wanted = "instant" if kind == "balance" else "duration"
    plain = [f for f in facts if not f.get("dims")]
    counts = Counter(f["period"] for f in plain or facts if f["period_type"] == wanted)
    if not counts:
        return []
    top = counts.most_common(1)[0][1]
    # Keep periods reported by more than half as many lines as the best one: drops one-off periods (a
    # stock-count date) and the quarters a 10-K repeats for a few lines (Microsoft's 10-K 2015 gives 6 of its
    # 17 income-statement lines for each quarter) that would make mostly empty columns.
    common = [p for p, n in counts.items() if n * 2 > top]
    return sorted(common, key=lambda p: (p.split("-")[-1], p), reverse=True)[:MAX_PERIODS]


def _day_before(token: str) -> str:
    d = date(int(token[:4]), int(token[4:6]), int(token[6:8])) - timedelta(days=1)
    return d.strftime("%Y%m%d")


def candidate_periods(column: str, preferred: str | None) -> list[str]:
    """The period tokens whose fact fills a line's cell in ``column``, in order of preference."""
    if "-" not in column:
        return [column]  # a balance sheet column: the instant itself
    start, end = column.split("-")
    edge = period_edge(preferred)
    if edge == "start":
        # The opening balance is the instant at the end of the day before the period starts (how XBRL contexts
        # meet: a year starting 2022-09-25 opens with the balance of 2022-09-24); some filers date it the first day.
        return [_day_before(start), start]
    if edge == "end":
        return [end]
    # A duration fact of the column; an instant concept presented without a period label is its closing balance.
    return [column, end]


def cell_for(index: FactIndex, concept: str, dim: str | None, column: str, preferred: str | None) -> Cell | None:
    for token in candidate_periods(column, preferred):
        f = index.get((concept, dim, token))
        if f is not None:
            value = float(f["value"])
            shown = -value if is_negated(preferred) and value != 0 else value
            return Cell(value=shown, key=f["key"], unit=f["unit"], decimals=f["decimals"], fact_value=value)
    return None


def _scale_of(decimals: list[str | None]) -> int:
    """10^-d for the most common decimals d among the facts (-6 → 1,000,000), when it is a thousands step."""
    ds = Counter(int(d) for d in decimals if d not in (None, "INF") and str(d).lstrip("-").isdigit())
    if not ds:
        return 1
    d = ds.most_common(1)[0][0]
    return 10**-d if d in (-3, -6, -9) else 1


def scales(cells: list[Cell]) -> tuple[int, int, str]:
    """(monetary scale, share scale, units note) for the cells a statement shows."""
    money = [c for c in cells if not is_per_share(c.unit) and not is_shares(c.unit) and c.unit != "pure"]
    shares = [c for c in cells if is_shares(c.unit)]
    scale, share_scale = _scale_of([c.decimals for c in money]), _scale_of([c.decimals for c in shares])
    currencies = sorted({c.unit for c in money if c.unit})
    note = f"in {SCALE_WORDS[scale]}" if scale in SCALE_WORDS else "in units"
    if currencies and currencies != ["USD"]:
        note = f"{', '.join(currencies)} {note}"
    # As a 10-K heads its tables: "in thousands, except share data" when share counts are not scaled with the money.
    exceptions = ["per-share amounts"] if any(is_per_share(c.unit) for c in cells) else []
    if shares and share_scale == 1 and scale != 1:
        exceptions.append("share counts")
    if exceptions:
        note += ", except " + " and ".join(exceptions)
    if shares and share_scale not in (1, scale):
        note += f"; shares in {SCALE_WORDS.get(share_scale, 'units')}"
    return scale, share_scale, note
