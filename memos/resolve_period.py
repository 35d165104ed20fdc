"""A question's period against the filing's own contexts: fiscal year and quarter, quarter vs year to date,
"prior year", "as of DATE", instants — each resolved to (end, months) the filing actually reports."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.intent import PeriodIntent

SLACK = 10  # days: 52/53-week fiscal years end on a weekday near the month end


@dataclass
class PeriodChoice:
    end: date | None = None
    months: int | None = None
    options: list[tuple[date, int]] | None = None  # when ambiguous: what the filing reports
    reason: str | None = None  # when nothing fits


def report_months(view: FilingView) -> int:
    """The months the filing's year to date spans: its stated fiscal period (Q1-Q3, FY, or an annual form), unless
    the filing reports no duration of that length to its period end. Viacom's 10-Q for the quarter to 2010-03-31 is
    marked Q2 in the data sets, but every duration it reports is three months: the facts decide."""
    fp = str(view.filing.get("fiscal_period") or "").upper()
    form = str(view.filing.get("form") or "").upper()
    key = ("report_spans",)
    if key not in view.memo:  # the durations reported to the period end, read once per filing view
        end = view.period_end
        view.memo[key] = {f.months for fs in view.by_concept.values() for f in fs if f.months and f.fact.end == end}
    spans: set[int] = view.memo[key]
    if fp in ("Q1", "Q2", "Q3"):
        stated = 3 * int(fp[1])
    elif fp == "FY" or form.startswith(("10-K", "20-F", "40-F")):
        stated = 12
    else:
        return max(spans, default=12)
    return stated if stated in spans or not spans else max(spans)


def fiscal_year_end(view: FilingView, year: int, focus: bool = True) -> date | None:
    """Approximate end of fiscal year ``year``, from the filing's calendar. A year is named as the filer names it:
    the calendar year the fiscal year ends in, except a year ending in January or February whose filing states a
    fiscal year focus (dei:DocumentFiscalYearFocus, the data sets' ``fy``) one less — a retailer whose year ends on
    2010-01-31 calls it fiscal 2009."""
    end = view.period_end
    if end is None:
        return None
    months = report_months(view)
    anchor = end if months == 12 else _add_months(end, 12 - months)
    offset = 0
    stated = str(view.filing.get("fiscal_year") or "")
    if focus and stated.isdigit() and anchor.year - int(stated) == 1 and anchor.month <= 2:
        # only a year ending in January or February is named by the year it starts in (the retail calendar); a
        # focus one year behind a later year end is the filer's slip (DQC.US.0006 and 0033 exist for those)
        offset = 1
    try:
        return date(year + offset, anchor.month, min(anchor.day, 28 if anchor.month == 2 else anchor.day))
    except ValueError:
        return date(year + offset, anchor.month, 28)


def nearest_month_end(d: date) -> date:
    """The month end nearest to ``d`` (the data sets' ``ddate`` rounding): May 9 -> April 30, May 20 -> May 31."""
    this_end = _add_months(date(d.year, d.month, 1), 1) - timedelta(days=1)
    last_end = date(d.year, d.month, 1) - timedelta(days=1)
    return this_end if (this_end - d).days <= (d - last_end).days else last_end


def _add_months(d: date, n: int) -> date:
    y, m = divmod(d.month - 1 + n, 12)
    day = min(d.day, [31, 29 if (d.year + y) % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m])
    return date(d.year + y, m + 1, day)


def _near(facts: list[AnswerFact], target: date, months: int, slack: int = SLACK) -> date | None:
    ends = sorted(
        {f.fact.end for f in facts if f.months == months and abs((f.fact.end - target).days) <= slack},
        key=lambda e: (abs((e - target).days), e),
    )
    return ends[0] if ends else None


def resolve_period(view: FilingView, asked: PeriodIntent, facts: list[AnswerFact], instant: bool) -> PeriodChoice:
    """(end, months) for the measure's facts (already restricted to the asked members). A fiscal year ending in
    January or February is read as the filer's fiscal year focus names it first; when the filing holds no such
    period, as the calendar year it ends in (Best Buy's "fiscal 2010" ended in February 2010, though its cover
    states the focus 2009)."""
    choice = _resolve(view, asked, facts, instant, True)
    if (
        choice.end is None
        and not choice.options
        and asked.fiscal_year is not None
        and fiscal_year_end(view, asked.fiscal_year, True) != fiscal_year_end(view, asked.fiscal_year, False)
    ):
        other = _resolve(view, asked, facts, instant, False)
        if other.end is not None or other.options:
            return other
    return choice


def _resolve(
    view: FilingView, asked: PeriodIntent, facts: list[AnswerFact], instant: bool, focus: bool
) -> PeriodChoice:
    # ("April 1 - June 30, 2009": a flow's span written from the first day of its first month)
    opens_month = asked.start is not None and asked.start.day == 1
    if view.month_ends and asked.end is not None:
        # "12 weeks ended May 9, 2010" in a data set: the SEC wrote that period end as the nearest month end
        asked = asked.model_copy(
            update={"end": nearest_month_end(asked.end), "start": asked.start and nearest_month_end(asked.start)}
        )
    end0 = view.period_end
    rmonths = report_months(view)
    if not facts:
        return PeriodChoice(reason="the filing reports no such fact")
    available = sorted({(f.fact.end, f.months) for f in facts}, reverse=True)

    def spans_at(end: date) -> list[int]:
        return sorted({m for e, m in available if e == end and m > 0}, reverse=True)

    if asked.end is not None and asked.start is not None and not instant:
        span = round(((asked.end - asked.start).days + 1) / 30.44)
        both = [
            f
            for f in facts
            if abs((f.fact.end - asked.end).days) <= 3
            # (a data set's fact has its quarters' count, no start: "April 1 - June 30, 2009" is its 3 months)
            and (abs((f.start - asked.start).days) <= 3 if f.start is not None else opens_month and f.months == span)
        ]
        if both:
            return PeriodChoice(both[0].fact.end, both[0].months)
        return PeriodChoice(reason=f"no period {asked.start.isoformat()} to {asked.end.isoformat()}")
    if asked.end is not None:
        if instant:
            end = _near(facts, asked.end, 0, 7)
            return PeriodChoice(end, 0) if end else PeriodChoice(reason=f"no balance at {asked.end.isoformat()}")
        cands = [m for m in ([asked.months] if asked.months else [12, 9, 6, 3]) if _near(facts, asked.end, m, 7)]
        if not cands:
            return PeriodChoice(
                reason=f"no period ending {asked.end.isoformat()}"
                + (f" of {asked.months} months" if asked.months else "")
            )
        if asked.months is None and len(cands) > 1 and not (rmonths in cands and rmonths == 12):
            if asked.ytd:
                return PeriodChoice(_near(facts, asked.end, max(cands), 7), max(cands))
            return PeriodChoice(options=[(_near(facts, asked.end, m, 7), m) for m in cands])  # type: ignore[misc]
        m = asked.months or (12 if 12 in cands else cands[0])
        return PeriodChoice(_near(facts, asked.end, m, 7), m)
    if asked.fiscal_year is not None:
        fye = fiscal_year_end(view, asked.fiscal_year, focus)
        if fye is None:
            return PeriodChoice(reason="the filing has no period end")
        if asked.calendar and fye.month != 12 and asked.quarter is None:
            return PeriodChoice(
                reason=f"the filing reports fiscal years ending in month {fye.month}, not calendar {asked.fiscal_year}"
            )
        if asked.quarter is not None:
            qend = _add_months(fye, -3 * (4 - asked.quarter))
            months = asked.months if asked.months and asked.months != 3 else (3 * asked.quarter if asked.ytd else 3)
            if instant:
                end = _near(facts, qend, 0)
                return (
                    PeriodChoice(end, 0)
                    if end
                    else PeriodChoice(reason=f"no balance at the end of Q{asked.quarter} of fiscal {asked.fiscal_year}")
                )
            end = _near(facts, qend, months)
            return (
                PeriodChoice(end, months)
                if end
                else PeriodChoice(reason=f"no {months}-month period for Q{asked.quarter} of fiscal {asked.fiscal_year}")
            )
        if instant:
            end = _near(facts, fye, 0)
            if end is None and end0 is not None and end0.year == asked.fiscal_year and rmonths < 12:
                end = _near(facts, end0, 0)
            return (
                PeriodChoice(end, 0)
                if end
                else PeriodChoice(reason=f"no balance at the end of fiscal {asked.fiscal_year}")
            )
        months = asked.months or 12
        if months == 3 and asked.end is None and rmonths == 12:
            # "quarterly revenues in 2011" from an annual report: every quarter of that year is one
            quarters = sorted({f.fact.end for f in facts if f.months == 3 and 0 <= (fye - f.fact.end).days < 366})
            if len(quarters) > 1:
                return PeriodChoice(options=[(e, 3) for e in quarters])
        target = fye if months == 12 else _add_months(fye, -(12 - months))  # a year to date of that fiscal year
        if months == 3 and end0 is not None and abs((end0 - fye).days) < 366 and end0 <= fye + timedelta(days=SLACK):
            target = end0  # "the quarter" of the fiscal year this 10-Q reports
        end = _near(facts, target, months)
        if (
            end is None
            and asked.months is None
            and end0 is not None
            and rmonths < 12
            and abs((end0 - fye).days) < 366
            and end0 <= fye
        ):
            # A 10-Q asked about "2023" without a span: its own period, if unambiguous.
            options = [(e, m) for e, m in available if e == end0 and m > 0]
            if options and asked.ytd:  # "fiscal 2023 year to date": the longest span this 10-Q reports
                return PeriodChoice(*max(options, key=lambda o: o[1]))
            if len(options) == 1:
                return PeriodChoice(*options[0])
            if options:
                return PeriodChoice(options=options)
        return (
            PeriodChoice(end, months)
            if end
            else PeriodChoice(reason=f"no {months}-month period for fiscal {asked.fiscal_year}")
        )
    # No date, no year: the filing's own period (or its prior-year comparative).
    if end0 is None:
        return PeriodChoice(reason="the filing has no period end")
    target = end0 - timedelta(days=365) if asked.prior else end0
    if (asked.quarter is not None or asked.months in (3, 6, 9)) and not asked.prior and not instant:
        # "Q3 sales", "net income for the first half" with no year, in a filing that reports that span for this year
        # and the last: which one?
        months = asked.months or (3 * asked.quarter if asked.ytd and asked.quarter else 3)
        ends = sorted({f.fact.end for f in facts if f.months == months and 0 <= (end0 - f.fact.end).days <= 380})
        if len(ends) > 1:
            return PeriodChoice(options=[(e, months) for e in sorted(ends, reverse=True)])
    if instant:
        end = _near(facts, target, 0)
        if end is None and asked.prior:
            before = sorted({f.fact.end for f in facts if f.months == 0 and f.fact.end < end0}, reverse=True)
            end = before[0] if before else None
        if end is None and not asked.prior:
            # a cover-page amount (public float, shares outstanding at a later date) has one date of its own
            dates = {f.fact.end for f in facts if f.months == 0}
            end = next(iter(dates)) if len(dates) == 1 else None
        return PeriodChoice(end, 0) if end else PeriodChoice(reason="no balance at that date")
    if asked.months:
        end = _near(facts, target, asked.months)
        return PeriodChoice(end, asked.months) if end else PeriodChoice(reason=f"no {asked.months}-month period")
    near = _near(facts, target, rmonths)
    if rmonths == 12 or rmonths == 3:
        return PeriodChoice(near, rmonths) if near else PeriodChoice(reason=f"no {rmonths}-month period")
    spans = spans_at(near) if near else []
    if asked.ytd and near:
        return PeriodChoice(near, rmonths)
    quarter = _near(facts, target, 3)
    if near and quarter:
        return PeriodChoice(options=[(near, rmonths), (quarter, 3)])
    if near:
        return PeriodChoice(near, rmonths)
    if quarter:
        return PeriodChoice(quarter, 3)
    del spans
    return PeriodChoice(reason="no period of the report's duration")


def years_before(facts: list[AnswerFact], end: date, months: int, years: int) -> date | None:
    """The same span (or balance) ``years`` years before ``end`` (52/53-week ends are near)."""
    try:
        target = end.replace(year=end.year - years)
    except ValueError:  # February 29
        target = end.replace(year=end.year - years, day=28)
    return _near(facts, target, months)


def instant_near(view: FilingView, facts: list[AnswerFact], day: date) -> date | None:
    """The balance date the filing reports nearest ``day`` (within a week; a data set's month end for it)."""
    return _near(facts, nearest_month_end(day) if view.month_ends else day, 0, 7)


def prior_of(facts: list[AnswerFact], end: date, months: int) -> date | None:
    """The comparable period a year earlier (350-380 days, like durations)."""
    ends = sorted(
        {f.fact.end for f in facts if f.months == months and 350 <= (end - f.fact.end).days <= 380},
        key=lambda e: (abs((end - e).days - 365), e),
    )
    return ends[0] if ends else None


def describe(end: date, months: int, start: date | None = None) -> str:
    if months == 0:
        return f"at {end.isoformat()}"
    if start is not None:
        return f"for the {months} month{'s' * (months != 1)} {start.isoformat()} to {end.isoformat()}"
    return f"for the {months} month{'s' * (months != 1)} ended {end.isoformat()}"
