"""A question's segment, product and geography words against the members the filing's own dimensional facts
use (their labels and names), so "iPhone net sales" or "Americas operating income" reads the member's fact."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView

_STRIP = re.compile(r"\s*\[(member|domain|axis)\]\s*$|\b(member|segment|segments|reportable segment)\b", re.I)
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
GENERIC = frozenset(
    "total consolidated other all entity member segment domain reportable operating corporate "
    "the and of for net".split()
)


# Abbreviations analysts use for regions the filings spell out.
ALIASES = {
    "united states and canada": ("UCAN", "US and Canada", "U.S. and Canada"),
    "latin america": ("LATAM",),
    "asia pacific": ("APAC",),
    "asia-pacific": ("APAC",),
    "europe, middle east, and africa": ("EMEA",),
    "europe, middle east and africa": ("EMEA",),
    "united states": ("U.S.",),
    "rest of asia pacific": ("RoAP",),
}


def variants(qname: str, labels: list[str]) -> list[str]:
    local = qname.split(":", 1)[-1]
    local = re.sub(r"(Segment)?Member$", "", local)
    out = {" ".join(_STRIP.sub(" ", lab).split()) for lab in labels}
    out.add(" ".join(_CAMEL.findall(local)))
    bare = re.sub(r"^(Segment|Member)(?=[A-Z])", "", local)  # the data sets' "SegmentFinanceGroup"
    out.add(" ".join(_CAMEL.findall(bare)))
    out |= {a for v in list(out) for a in ALIASES.get(v.lower(), ())}
    # a class of stock is named by its class alone ("Class A shares" for CommonClassA, "Class B" for
    # CommonClassBMember)
    out |= {
        m.group(1) or m.group(2)
        for v in list(out)
        if (
            m := re.fullmatch(
                r"(?:Common|Capital|Preferred)\s+(Class\s+\w+)|(Class\s+\w+)\s+(?:Common|Capital|Preferred)(?:\s+Stock)?",
                v,
            )
        )
    }
    out |= {re.sub(r"\bAnd\b", "&", v) for v in out if re.search(r"\bAnd\b", v)}  # "Truck & Other"
    return sorted({v for v in out if len(v) >= 3 and v.lower() not in GENERIC}, key=len, reverse=True)


def member_mentions(
    question: str,
    view: FilingView,
    concepts: list[str],
    blocked: list[tuple[int, int]],
    axes: re.Pattern[str] | None = None,
) -> list[tuple[str, str, tuple[int, int]]]:
    """(member QName, matched words, span) for members of the concepts' facts named in the question, longest
    first, outside the spans already taken by the measure and the company."""
    members: set[str] = set()
    for c in concepts:
        for f in view.by_concept.get(c, []):
            members.update(m for a, m in f.dims if axes is None or axes.search(a))
    found: list[tuple[int, str, str, tuple[int, int]]] = []
    for member in sorted(members):
        for v in variants(member, view.member_labels.get(member, [])):
            words = re.findall(r"[A-Za-z0-9&.]+", v)
            # the member's name, with the word a question calls it by ("Retail food segment", "Finance group")
            pattern = (
                r"(?<![A-Za-z0-9])"
                + r"[\s,-]+".join(map(re.escape, words))
                + r"(?:'s|’s)?(?:\s+(?:segments?|group|sector|division|business|unit)(?:'s|’s)?)?(?![A-Za-z0-9])"
            )
            m = re.search(pattern, question, re.I)
            if m and not any(m.start() < b and a < m.end() for a, b in blocked):
                found.append((-(m.end() - m.start()), member, m.group(0), (m.start(), m.end())))
                break
    found.sort()
    taken: list[tuple[int, int]] = []
    out = []
    for _, member, text, span in found:
        if any(span[0] < b and a < span[1] for a, b in taken):
            continue
        taken.append(span)
        out.append((member, text, span))
    return out
