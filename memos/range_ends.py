"""A range's end asked in words where the filing reports the range as two lines, "…, maximum" and "…, minimum":
"the upper end of the expected volatility range", "the lowest suboptimal exercise factor", "the bottom of the
risk-free rate range" (Netflix's ShareBasedCompensation…ExpectedVolatilityRateMaximum, Union Pacific's
DefinedBenefitPlanTargetPlanAssetAllocationsRangeMaximum). The words are read as the line's own "maximum" or
"minimum"; the word "range" after them is the range the two lines bound, no line of its own."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView

_ENDS = (
    (
        re.compile(
            r"\b(?:the\s+)?(?:(?:upper|top|high|higher)\s+end|top|ceiling)\s+of\s+(?:the\s+)?|\bhighest\b", re.I
        ),
        "maximum",
    ),
    (
        re.compile(r"\b(?:the\s+)?(?:(?:lower|low|bottom)\s+end|bottom|floor)\s+of\s+(?:the\s+)?|\blowest\b", re.I),
        "minimum",
    ),
)
_RANGE = re.compile(r"\s+range\b", re.I)


def range_ends(view: FilingView, question: str) -> str:
    """The question with its first range end written as the word the filing's lines end with (unchanged when the
    filing reports no line so named)."""
    ends = {end for concept in view.by_concept for end in ("maximum", "minimum") if concept.lower().endswith(end)}
    for pattern, end in _ENDS:
        m = pattern.search(question)
        if m and end in ends:
            return question[: m.start()] + end + " " + _RANGE.sub("", question[m.end() :], count=1)
    return question
