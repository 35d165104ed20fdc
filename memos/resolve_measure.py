"""A measure the catalogue does not name, by the filing's own labels: the reported concept whose labels hold every
word the question has left; a line the catalogue phrase only ends ("deferred revenue"); and the name-like words no
label, member, company or period explains (a product the filing does not have), which make a question
unanswerable here rather than answerable by the consolidated figure."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.measures import Measure
from auditgraph.memos.resolve_members import ALIASES

_WORDS = re.compile(r"[a-z]+")
_STOP = frozenset(
    "what was were is the a an of in for its fiscal year quarter ended ending at on by did how much many "
    "company companys total reported report end as during and to from with than this that net "
    "which who month months three six nine twelve first second third fourth prior previous last".split()
)


def label_measure(
    view: FilingView, question: str, blocked: list[tuple[int, int]], instant: bool | None = None
) -> Measure | None:
    from auditgraph.memos.intent import MONTHS

    """A measure the catalogue does not know: the filing's reported concept whose labels hold every content word
    the question has left (fewest extra words first)."""
    chars = list(question)
    for a, b in blocked:  # blank the spans (they may overlap: the company's text and its name words)
        chars[a:b] = " " * (b - a)
    text = "".join(chars)
    text = re.sub(r"\b(19|20)\d\d\b", " ", text)
    from auditgraph.retrieval.documents import GLOSSARY

    # The analyst glossary concept search uses: jargon stands for statement words ("tax charge" -> provision for
    # income taxes); the question's own words are tried first.
    phrases = [text] + [
        GLOSSARY[k] for k in sorted(GLOSSARY) if re.search(rf"(?<![\w&/]){re.escape(k)}(?![\w&/])", text, re.I)
    ]
    for phrase in phrases:
        found = label_concept(view, phrase, instant)
        if found is not None:
            unit = view.by_concept[found][0].fact.unit
            words = tuple(
                sorted({w for w in _WORDS.findall(text.lower()) if w not in _STOP and len(w) > 2 and w not in MONTHS})
            )
            return Measure(found, label_of(view, found), "concept", words, (found,), unit=unit)
    return None


def label_of(view: FilingView, concept: str) -> str:
    """The filing's own wording (a company label) before the taxonomy's standard label."""
    labels = view.concept_labels.get(concept) or [concept]
    own = [lab for lab in labels[1:] if lab != labels[0] and "[" not in lab]
    if own and any(own[0] in (other or []) for c, other in view.concept_labels.items() if c != concept):
        return labels[0]  # the filing uses its wording for two lines (current and non-current): the standard label
    return (own or labels)[0]


def extended(
    view: FilingView, question: str, start: int, blocked: list[tuple[int, int]], member_words: set[str]
) -> str | None:
    """A reported line item the catalogue phrase is only the end of ("deferred revenue", "vendor non-trade
    receivables", "other current liabilities"): up to three words before it that no company, member or
    stop word explains, and the filing's concept whose labels hold them all."""
    words = list(re.finditer(r"[A-Za-z][A-Za-z&'-]*", question[:start]))[-3:]
    lead: list[str] = []
    for m in reversed(words):
        w = m.group(0).lower()
        if w in _STOP or w.endswith("'s") or w in member_words or any(a <= m.start() < b for a, b in blocked):
            break
        lead.insert(0, m.group(0))
    if not lead:
        return None
    return " ".join(lead)


def label_concept(view: FilingView, text: str, instant: bool | None = None) -> str | None:
    from auditgraph.memos.intent import MONTHS

    wanted = {w for w in _WORDS.findall(text.lower()) if w not in _STOP and w not in MONTHS and len(w) > 2}
    if not wanted:
        return None
    scored = []
    for concept, labels in view.concept_labels.items():
        if not any(f.dims == () for f in view.by_concept.get(concept, [])):
            continue
        local = concept.split(":", 1)[-1]
        have = {
            w for w in _WORDS.findall(" ".join(labels + [" ".join(re.findall(r"[A-Z][a-z]+|[a-z]+", local))]).lower())
        }
        have |= {w[:-1] for w in have if w.endswith("s")}
        if wanted <= have:
            # a line of a face statement first (the balance sheet's "Deferred revenue", not a note's total), then
            # the tightest name
            face = any(concept in shown for st, shown in view.presented.items() if st in ("BS", "IS", "CF"))
            kind = instant is not None and any((f.months == 0) != instant for f in view.by_concept[concept][:1])
            scored.append((kind, not face, len(have - wanted), concept))
    if not scored:
        return None
    scored.sort()
    return scored[0][3]


_NAMEISH = re.compile(r"\b[A-Za-z]*[A-Z][A-Za-z]*\b")
# Words a question may capitalise that name no company, product or place (Title Case questions, forms, units).
_KNOWN = frozenset(
    """fy q1 q2 q3 q4 h1 h2 gaap us usd eps yoy ttm cik inc corp corporation company ltd group holdings
what how which who when where why was were is are be been did does do in for at on of the a an according based using
during from to by with as its it their this that these those please give tell me show find report reported reports
form filing filings annual quarterly statement statements sheet balance income cash flow flows fiscal year years
quarter quarters ended ending end total net million millions billion billions thousand thousands dollars dollar
percent percentage ratio sec edgar xbrl consolidated and or vs versus than compared between per share shares
basic diluted k q i much many amount value figure number""".split()
)


def unexplained(view: FilingView, question: str, blocked: list[tuple[int, int]]) -> str | None:
    """A name-like word (capitalised, not the first word) that neither the measure, the company, the periods nor
    any label of the filing explains — e.g. a product the filing does not have: the question cannot be answered
    here, and answering the consolidated figure instead would be wrong."""
    from auditgraph.memos.intent import MONTHS

    vocab = {
        w.lower()
        for labels in list(view.member_labels.values()) + list(view.concept_labels.values())
        for lab in labels
        for w in re.findall(r"[A-Za-z]+", lab)
    }
    vocab |= {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    vocab |= {w.lower() for names in ALIASES.values() for n in names for w in re.findall(r"[A-Za-z]+", n)}
    for member in view.member_labels:
        vocab |= {w.lower() for w in re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+", member.split(":")[-1])}
    first = re.match(r"\s*[A-Za-z]+", question)
    for m in _NAMEISH.finditer(question):
        if first and m.start() < first.end() or any(a <= m.start() < b for a, b in blocked):
            continue
        w = m.group(0).lower()
        if len(w) <= 1 or w in vocab or w in _KNOWN or w in MONTHS or (w.endswith("s") and w[:-1] in vocab):
            continue
        return m.group(0)
    return None
