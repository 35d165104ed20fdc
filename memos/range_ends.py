"""A range's end asked in words where the filing reports the range as two lines, "…, maximum" and "…, minimum":
"the upper end of the expected volatility range", "the lowest suboptimal exercise factor", "the bottom of the
risk-free rate range" (Netflix's ShareBasedCompensation…ExpectedVolatilityRateMaximum, Union Pacific's
DefinedBenefitPlanTargetPlanAssetAllocationsRangeMaximum). The words are read as the line's own "maximum" or
"minimum"; the word "range" after them is the range the two lines bound, no line of its own. And a share-based award's
valuation assumption asked with the words of its context ("… Netflix assumed when valuing its 2022 option grants",
"option-pricing inputs"): the assumption lines are those of the option grants' valuation by definition."""

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


# an assumption of a share-based award's valuation (the lines of …PaymentAwardFairValueAssumptions…)
_ASSUMPTION = re.compile(
    r"\b(?:volatility|risk[- ]free|dividend\s+yield|expected\s+(?:term|life)|exercise\s+factor)\b", re.I
)
_VALUATION_CONTEXT = re.compile(
    r"\b(?:stock\s+)?option(?:[- ]pricing)?\s+(?:grants|inputs|assumptions|model)\b|\boption[- ]pricing\b", re.I
)


def assumption_context(view: FilingView, question: str) -> str:
    """The question without the words that say an assumption is the option grants' valuation's, where the filing
    reports such assumptions (unchanged otherwise)."""
    if not _ASSUMPTION.search(question) or not any("FairValueAssumptions" in c for c in view.by_concept):
        return question
    return " ".join(_VALUATION_CONTEXT.sub(" ", question).split())


def range_ends(view: FilingView, question: str) -> str:
    """The question with its first range end written as the word the filing's lines end with (unchanged when the
    filing reports no line so named)."""
    ends = {end for concept in view.by_concept for end in ("maximum", "minimum") if concept.lower().endswith(end)}
    # (or as a range's members: "the lowest stated interest rate on …" reported for srt:MinimumMember)
    ends |= {
        end for member in view.member_labels for end in ("maximum", "minimum") if member.lower() == f"srt:{end}member"
    }
    for pattern, end in _ENDS:
        m = pattern.search(question)
        if m and end in ends:
            return question[: m.start()] + end + " " + _RANGE.sub("", question[m.end() :], count=1)
    return question
