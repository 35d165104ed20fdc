"""A concept's values across the loaded filings as a small line chart (SVG or PNG).

The points are the rows of the saved query ``browser.concept_across_filings`` (the Neo4j Browser guide's
"same concept across companies and years"): non-dimensional facts of complete filings. One line per
company for an instant concept; one per company and period length for a duration concept (a 10-Q's quarter
and its year to date are different quantities). A period reported by several filings (the comparative
columns of a later filing) is one point; when the filings disagree (a restatement), the latest filing's
value is drawn and the disagreement is kept on the point.

matplotlib is imported when a chart is drawn, never at import time; the Agg canvas is used directly (no
pyplot, no global state), and the SVG carries no date and a fixed hash salt, so the same graph gives the
same bytes.
"""

from __future__ import annotations

import io
from collections import defaultdict
from datetime import date, timedelta
from typing import Literal

from pydantic import BaseModel, Field

from auditgraph.errors import InputError, NotFound
from auditgraph.store.base import GraphStore

Format = Literal["svg", "png"]
QUERY = "browser.concept_across_filings"


class Point(BaseModel):
    period: str = Field(
        description="Period token: YYYYMMDD (instant, or a data-set fact's end) or YYYYMMDD-YYYYMMDD (duration)"
    )
    end: str = Field(description="Period end (ISO date): the x coordinate")
    value: float
    key: str = Field(description="Evidence key of the fact drawn")
    accession: str
    other_values: list[float] = Field(
        default_factory=list, description="Different values other filings report for the same period"
    )


class Series(BaseModel):
    company: str
    cik: str
    unit: str
    months: int | None = Field(description="Period length in months (None for instants)")
    label: str
    points: list[Point]


class ConceptHistory(BaseModel):
    concept: str
    series: list[Series]


def _months(start: str | None, end: str, qtrs: int | None = None) -> int | None:
    if not start:
        # A fact of the SEC's data sets carries its length in quarters (0 for an instant), not a start date.
        return int(qtrs) * 3 if qtrs else None
    days = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1
    return max(1, round(days / 30.44))


def concept_history(
    store: GraphStore, concept: str, *, cik: str | None = None, company: str | None = None
) -> ConceptHistory:
    """The concept's non-dimensional values in every loaded filing, grouped into series (see the module doc).
    ``cik`` keeps one company; ``company`` keeps companies whose name contains it (any case)."""
    rows = store.run(QUERY, {"concept": concept})
    if cik:
        rows = [r for r in rows if r["cik"] == cik.lstrip("0")]
    if company:
        rows = [r for r in rows if company.casefold() in (r["company"] or "").casefold()]
    if not rows:
        who = f" for CIK {cik}" if cik else f" for companies named like '{company}'" if company else ""
        raise NotFound(f"no loaded filing reports a non-dimensional value of {concept}{who}")
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for r in rows:
        groups[
            (r["company"] or r["cik"], r["cik"], r["unit"] or "", _months(r["start"], r["end"], r.get("qtrs")))
        ].append(r)
    many_units = len({k[2] for k in groups}) > 1
    series = []
    for (name, the_cik, unit, months), members in sorted(
        groups.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2], kv[0][3] or 0)
    ):
        # One point per period end: within a series every value ending on a date is the same quantity, whether a
        # filing gives its period as start-end (XBRL) or as an end and a length (the SEC's data sets).
        by_end: dict[str, list[dict]] = defaultdict(list)
        for r in members:
            by_end[r["end"]].append(r)
        points = []
        for _end, facts in sorted(by_end.items()):
            # The latest filing's view of the period (its fiscal period ends last; then the larger accession).
            facts.sort(key=lambda r: (r["filing_period_end"] or "", r["accession"]), reverse=True)
            chosen = facts[0]
            others = sorted({r["value"] for r in facts[1:] if r["value"] != chosen["value"]})
            points.append(
                Point(
                    period=chosen["period"],
                    end=chosen["end"],
                    value=chosen["value"],
                    key=chosen["key"],
                    accession=chosen["accession"],
                    other_values=others,
                )
            )
        points.sort(key=lambda p: (p.end, p.period))
        parts = [name] + ([f"{months} months"] if months else []) + ([unit] if many_units else [])
        series.append(
            Series(company=name, cik=the_cik, unit=unit, months=months, label=" · ".join(parts), points=points)
        )
    return ConceptHistory(concept=concept, series=series)


SCALES = ((1e9, "billions", "B"), (1e6, "millions", "M"), (1e3, "thousands", "K"))
CURRENCY_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}


def _scale(values: list[float]) -> tuple[float, str, str]:
    """(factor, word, suffix) of the largest value: 352,583,000,000 → (1e9, "billions", "B")."""
    top = max((abs(v) for v in values), default=0.0)
    for factor, word, suffix in SCALES:
        if top >= factor:
            return factor, word, suffix
    return 1.0, "", ""


def tick_labels(ticks: list[float], prefix: str = "", suffix: str = "") -> list[str]:
    """Labels for the y ticks (values already divided by the scale) with as many decimals as the spacing of the
    ticks needs, so neighbouring ticks never read the same: 352.6, 352.7 … rather than 353 each time."""
    steps = sorted({round(abs(b - a), 12) for a, b in zip(ticks, ticks[1:]) if b != a})
    decimals = 0
    if steps:
        step = steps[0]
        while decimals < 6 and abs(round(step, decimals) - step) > step * 1e-6:
            decimals += 1
    out = []
    for v in ticks:
        sign = "-" if v < 0 and round(abs(v), decimals) != 0 else ""
        out.append(f"{sign}{prefix}{abs(v):,.{decimals}f}{suffix}")
    return out


def render(history: ConceptHistory, fmt: Format = "svg", *, title: str | None = None) -> bytes:
    """The chart as SVG or PNG bytes (deterministic for the same history)."""
    if fmt not in ("svg", "png"):
        raise InputError(f"unknown image format '{fmt}': svg or png")
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import FixedFormatter

    values = [p.value for s in history.series for p in s.points]
    factor, word, suffix = _scale(values)
    units = sorted({s.unit for s in history.series})
    prefix = CURRENCY_SIGNS.get(units[0], "") if len(units) == 1 else ""
    with matplotlib.rc_context(
        {
            "svg.hashsalt": "auditgraph",
            "svg.fonttype": "none",
            "font.family": "DejaVu Sans",
            "axes.spines.top": False,
            "axes.spines.right": False,
        }
    ):
        fig = Figure(figsize=(8, 4.5), dpi=100)
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        for i, s in enumerate(history.series):
            xs = [date.fromisoformat(p.end) for p in s.points]
            ys = [p.value / factor for p in s.points]
            # gid: the SVG group of the line is "series-<i>", one marker per point in it
            ax.plot(xs, ys, marker="o", linewidth=1.8, markersize=5, label=s.label, gid=f"series-{i}")
        ends = [date.fromisoformat(p.end) for s in history.series for p in s.points]
        if ends:
            # The x range set here, inside the years matplotlib can draw (0001-9999): its automatic margins pushed a
            # context instant of 9999-12-31 (a valid xs:date) past year 9999, and every plot of the concept failed.
            pad = max(timedelta(days=30), (max(ends) - min(ends)) / 20)
            lo = date(1, 1, 2) if min(ends) - date(1, 1, 2) < pad else min(ends) - pad
            hi = date(9999, 12, 31) if date(9999, 12, 31) - max(ends) < pad else max(ends) + pad
            ax.set_xlim(lo, hi)
        ax.set_title(title or history.concept, fontsize=12, loc="left")
        ax.set_xlabel("period end")
        ax.set_ylabel(", ".join(units) + (f" ({word})" if word else ""))
        # The ticks are fixed before they are labelled: one label per tick, decimals from their spacing.
        ax.set_ylim(*ax.get_ylim())
        ticks = [t for t in ax.get_yticks() if ax.get_ylim()[0] <= t <= ax.get_ylim()[1]]
        ax.set_yticks(ticks)
        ax.yaxis.set_major_formatter(FixedFormatter(tick_labels(ticks, prefix, suffix)))
        ax.grid(True, color="#e5e7eb", linewidth=0.8)
        ax.legend(fontsize=9, frameon=False)
        fig.autofmt_xdate()
        fig.tight_layout()
        buf = io.BytesIO()
        if fmt == "svg":
            fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": "auditgraph"})
        else:
            fig.savefig(buf, format="png", metadata={"Software": "auditgraph"})
    return buf.getvalue()
