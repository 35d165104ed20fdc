"""From a resolved filing and a parsed intent to an answer: the measure's concepts, members and period in the
filing's own terms, one claim over the matching facts, the verifier and the policies (P07-P10 included)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any, Callable

from auditgraph.memos import formula as formulas
from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.answer_policies import answer_instances
from auditgraph.memos.claims import PERCENT, TIMES, Claim, render_value
from auditgraph.memos.intent import Intent
from auditgraph.memos.measures import MEASURES, Measure, measure_hits
from auditgraph.memos.policies import PolicyChecker
from auditgraph.memos.resolve_members import ALIASES, member_mentions, variants
from auditgraph.memos.resolve_period import describe, prior_of, resolve_period
from auditgraph.memos.verifier import GraphFacts, check_claim, verify_text
from auditgraph.store.base import GraphStore

_UNITS = {"USD": ("USD",), "USD/shares": ("USD/shares", "USD/share", "usd/shares"), "shares": ("shares", "share")}
_WORDS = re.compile(r"[a-z]+")
_STOP = frozenset("what was were is the a an of in for its fiscal year quarter ended ending at on by did how much many "
                  "company companys total reported report end as during and to from with than this that net "
                  "which who month months three six nine twelve first second third fourth prior previous last".split())


def _unit_ok(fact: AnswerFact, unit: str) -> bool:
    return fact.fact.unit in _UNITS.get(unit, (unit,)) or fact.fact.unit.lower() == unit.lower()


class Resolved:
    """One input of the answer: which concept, which facts (members applied)."""

    def __init__(self, measure: Measure | None, concepts: list[str], facts: list[AnswerFact], instant: bool) -> None:
        self.measure, self.concepts, self.facts, self.instant = measure, concepts, facts, instant


def _concept_facts(view: FilingView, measure: Measure, members: set[str] | None) -> Resolved:
    concepts = [c for c in measure.concepts if c in view.by_concept]
    facts = [f for c in concepts for f in view.by_concept[c] if _unit_ok(f, measure.unit)
             and ({m for _, m in f.dims} == (members or set()))]
    instant = measure.instant if measure.instant is not None else all(f.months == 0 for f in facts)
    return Resolved(measure, concepts, facts, bool(instant))


def _pick(view: FilingView, r: Resolved, end: date, months: int) -> AnswerFact | None:
    hits = [f for f in r.facts if f.fact.end == end and f.months == months]
    if not hits:
        return None
    m = r.measure
    if m is not None and m.statement and view.presented:
        shown = [f for f in hits if f.fact.concept in view.presented.get(m.statement, set())]
        hits = shown or hits
    order = {c: i for i, c in enumerate(r.concepts)}
    if m is not None and m.largest:
        return max(hits, key=lambda f: (f.fact.value, -order.get(f.fact.concept, 99), f.key))
    return min(hits, key=lambda f: (order.get(f.fact.concept, 99), f.key))


def _label_measure(view: FilingView, question: str, blocked: list[tuple[int, int]],
                   instant: bool | None = None) -> Measure | None:
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
    phrases = [text] + [GLOSSARY[k] for k in sorted(GLOSSARY) if re.search(rf"(?<![\w&/]){re.escape(k)}(?![\w&/])", text, re.I)]
    for phrase in phrases:
        found = _label_concept(view, phrase, instant)
        if found is not None:
            unit = view.by_concept[found][0].fact.unit
            words = tuple(sorted({w for w in _WORDS.findall(text.lower()) if w not in _STOP and len(w) > 2
                                  and w not in MONTHS}))
            return Measure(found, _label_of(view, found), "concept", words, (found,), unit=unit)
    return None


def _label_of(view: FilingView, concept: str) -> str:
    """The filing's own wording (a company label) before the taxonomy's standard label."""
    labels = view.concept_labels.get(concept) or [concept]
    own = [lab for lab in labels[1:] if lab != labels[0] and "[" not in lab]
    if own and any(own[0] in (other or []) for c, other in view.concept_labels.items() if c != concept):
        return labels[0]  # the filing uses its wording for two lines (current and non-current): the standard label
    return (own or labels)[0]


def _extended(view: FilingView, question: str, start: int, blocked: list[tuple[int, int]],
              member_words: set[str]) -> str | None:
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


def _label_concept(view: FilingView, text: str, instant: bool | None = None) -> str | None:
    from auditgraph.memos.intent import MONTHS

    wanted = {w for w in _WORDS.findall(text.lower()) if w not in _STOP and w not in MONTHS and len(w) > 2}
    if not wanted:
        return None
    scored = []
    for concept, labels in view.concept_labels.items():
        if not any(f.dims == () for f in view.by_concept.get(concept, [])):
            continue
        local = concept.split(":", 1)[-1]
        have = {w for w in _WORDS.findall(" ".join(labels + [" ".join(re.findall(r"[A-Z][a-z]+|[a-z]+", local))]).lower())}
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


_BREAKDOWN = re.compile(r"Segment|ProductOrService|Geographical|ConsolidationItems|Region", re.I)
_NAMEISH = re.compile(r"\b[A-Za-z]*[A-Z][A-Za-z]*\b")
# Words a question may capitalise that name no company, product or place (Title Case questions, forms, units).
_KNOWN = frozenset("""fy q1 q2 q3 q4 h1 h2 gaap us usd eps yoy ttm cik inc corp corporation company ltd group holdings
what how which who when where why was were is are be been did does do in for at on of the a an according based using
during from to by with as its it their this that these those please give tell me show find report reported reports
form filing filings annual quarterly statement statements sheet balance income cash flow flows fiscal year years
quarter quarters ended ending end total net million millions billion billions thousand thousands dollars dollar
percent percentage ratio sec edgar xbrl consolidated and or vs versus than compared between per share shares
basic diluted k q i much many amount value figure number""".split())


def _unexplained(view: FilingView, question: str, blocked: list[tuple[int, int]]) -> str | None:
    """A name-like word (capitalised, not the first word) that neither the measure, the company, the periods nor
    any label of the filing explains — e.g. a product the filing does not have: the question cannot be answered
    here, and answering the consolidated figure instead would be wrong."""
    from auditgraph.memos.intent import MONTHS

    vocab = {w.lower() for labels in list(view.member_labels.values()) + list(view.concept_labels.values())
             for lab in labels for w in re.findall(r"[A-Za-z]+", lab)}
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


def _shift(expr: str, by: int) -> str:
    return re.sub(r"e(\d+)", lambda m: f"e{int(m.group(1)) + by}", expr)


def _dedupe(picks: list[AnswerFact], formula: str) -> tuple[list[AnswerFact], str]:
    """One citation per fact: a fact used twice (revenue in (revenue - cost) / revenue) is cited once."""
    keys: list[str] = []
    out: list[AnswerFact] = []
    index: dict[int, int] = {}
    for i, f in enumerate(picks):
        if f.key not in keys:
            keys.append(f.key)
            out.append(f)
        index[i] = keys.index(f.key)
    return out, re.sub(r"e(\d+)", lambda m: f"e{index[int(m.group(1))]}", formula)


def build_answer(store: GraphStore, view: FilingView, intent: Intent, question: str, checker: PolicyChecker,
                 answer_cls: Any, refuse: Callable[..., Any], resolver: Any = None) -> Any:
    acc = view.accession
    who = view.filing.get("company") or acc
    cik = str(view.filing.get("cik") or "")
    intent.company.accession = acc
    base = {"accession": acc, "company": who}
    blocked = [(h.start, h.end) for h in measure_hits(question)]
    if intent.company.text:
        for m in re.finditer(re.escape(intent.company.text), question, re.I):
            blocked.append((m.start(), m.end()))
    for name in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or "")):
        if len(name) > 3:
            blocked += [(m.start(), m.end()) for m in re.finditer(rf"\b{re.escape(name)}\b", question, re.I)]
    stray = _unexplained(view, question, blocked)
    if stray:
        return refuse(question, intent, "concept_not_reported",
                      f"{who} ({acc}) reports nothing named {stray}", **base)
    # -- the measure ------------------------------------------------------------------------------
    measure: Measure | None = None
    if intent.divided:
        num, den = intent.divided
        measure = Measure(intent.measure.name or "ratio", intent.measure.label or "ratio", "ratio", (),
                          inputs=(num, den), formula="e0 / e1", display=PERCENT)
    elif intent.measure.name in MEASURES:
        measure = MEASURES[intent.measure.name]  # type: ignore[index]
        hit = next((h for h in measure_hits(question) if h.measure == measure.name), None)
        if hit is not None and measure.kind == "concept":
            member_words = {w.lower() for m in view.member_labels for v in variants(m, view.member_labels[m])
                            for w in re.findall(r"[A-Za-z]+", v)} - {"other", "total", "net", "and", "current",
                                                                     "noncurrent", "deferred", "accrued"}
            lead = _extended(view, question, hit.start, blocked, member_words)
            found = _label_concept(view, f"{lead} {question[hit.start:hit.end]}", intent.period.instant) if lead else None
            if found is not None and found not in measure.concepts:
                measure = Measure(found, _label_of(view, found), "concept", (), (found,),
                                  unit=view.by_concept[found][0].fact.unit)
                intent.measure.name, intent.measure.label, intent.unit = found, measure.label, measure.unit
                intent.measure.phrase = f"{lead} {intent.measure.phrase}"
    else:
        measure = _label_measure(view, question, blocked, intent.period.instant)
        if measure is not None:
            intent.measure.name, intent.measure.kind, intent.measure.label = measure.name, "concept", measure.label
            intent.measure.phrase = " ".join(measure.phrases)
            intent.unit = measure.unit
            for w in measure.phrases:  # the words that named it are not members
                blocked += [(m.start(), m.end()) for m in re.finditer(rf"\b{re.escape(w)}\b", question, re.I)]
    if measure is None:
        return refuse(question, intent, "concept_not_reported",
                      f"{who} ({acc}): the question names no measure this filing reports", **base)
    if measure.kind == "concept" and not any(c in view.by_concept for c in measure.concepts) and \
            not measure.fallback and intent.measure.phrase:
        # The filing names the line its own way (Union Pacific's "common shares repurchased"): its labels decide.
        kind = measure.instant if measure.instant is not None else intent.period.instant
        # only phrases whose every word counts (an abbreviation such as "r&d" would leave just "expense")
        whole = [p for p in [intent.measure.phrase, *measure.phrases]
                 if all(t.isalpha() and (len(t) > 2 or t.lower() in ("of", "in", "to"))
                        for t in re.findall(r"[^\s,()'-]+", p))]
        found = next((c for p in whole if (c := _label_concept(view, p, kind))), None)
        if found is not None and kind is not None and any((f.months == 0) != kind for f in view.by_concept[found]):
            found = None
        # a net line is not the gross one asked for ("interest income (expense), net" is not interest expense)
        if found is not None and re.search(r"IncomeExpense|ExpenseIncome|IncomeLoss|GainLoss|IncreaseDecrease",
                                           found.split(":")[-1]) and measure.name not in ("net_income",):
            found = None
        if found is not None and any(_unit_ok(f, measure.unit) for f in view.by_concept[found]):
            measure = Measure(found, _label_of(view, found), "concept", (), (found,), unit=measure.unit,
                              instant=measure.instant)
            intent.measure.name, intent.measure.label = found, measure.label
    tops = [MEASURES[n] for n in measure.inputs] if measure.kind != "concept" else [measure]
    # -- members ------------------------------------------------------------------------------------
    all_concepts = [c for p in tops for c in p.concepts]
    carried = {m for c in all_concepts for f in view.by_concept.get(c, []) for _, m in f.dims}
    # Segment, product and geography members anywhere in the filing: one the measure is not reported for must
    # not fall back to the consolidated figure.
    breakdown = sorted({c for c, fs in view.by_concept.items() for f in fs if any(_BREAKDOWN.search(a) for a, _ in f.dims)})
    mentions = member_mentions(question, view, sorted(set(all_concepts) | set(breakdown)), blocked, axes=_BREAKDOWN)
    mentions += [m for m in member_mentions(question, view, all_concepts, blocked) if m[0] not in {x[0] for x in mentions}
                 and not any(m[2][0] < b and a < m[2][1] for _, _, (a, b) in mentions)]
    missing = [t for m, t, _ in mentions if m not in carried]
    if missing:
        return refuse(question, intent, "concept_not_reported",
                      f"{who} ({acc}) reports no {measure.label} for {', '.join(missing)}", **base)
    members = {m for m, _, _ in mentions}
    if members:
        sets = [{m for _, m in f.dims} for c in all_concepts for f in view.by_concept.get(c, [])]
        if members not in sets:
            # Reported only beside another member (Netflix: a region's revenue is also "streaming"): when one
            # such combination exists, that is the fact; several would be ambiguous and stay unresolved.
            extras = {frozenset(x - members) for x in sets if members < x}
            if len(extras) == 1:
                members |= set(next(iter(extras)))
        axes: dict[str, str] = {}
        for c in all_concepts:
            hit = next((f for f in view.by_concept.get(c, []) if {m for _, m in f.dims} == members), None)
            if hit is not None:
                axes = {m: a for a, m in hit.dims}
                break
        intent.members = {axes.get(m, "?"): m for m in sorted(members)}
        intent.member_text = [t for _, t, _ in mentions] + [
            (variants(m, view.member_labels.get(m, [])) or [m.split(":")[-1]])[-1] for m in sorted(members)
            if m not in {x[0] for x in mentions}]
    share = intent.comparison == "share" and bool(members) and measure.kind == "concept"
    # A line the filing does not report may be derived (liabilities = liabilities and equity - equity).
    parts: list[Measure] = []
    pieces: list[str] = []
    for top in tops:
        r = _concept_facts(view, top, members)
        if (not r.concepts or not r.facts) and top.fallback and (top.derive_alone or measure.kind != "concept"):
            names, expr = top.fallback
            pieces.append("(" + _shift(expr, len(parts)) + ")")
            parts.extend(MEASURES[n] for n in names)
        else:
            pieces.append(f"e{len(parts)}")
            parts.append(top)
    resolved = [_concept_facts(view, p, members) for p in parts]
    for r in resolved:
        if not r.concepts:
            return refuse(question, intent, "concept_not_reported", f"{who} ({acc}) reports no {r.measure.label}"  # type: ignore[union-attr]
                          f" (looked for {', '.join(c.split(':')[1] for c in r.measure.concepts)})", **base)  # type: ignore[union-attr]
        if not r.facts:
            what = f" for {', '.join(intent.member_text)}" if members else ""
            return refuse(question, intent, "concept_not_reported",
                          f"{who} ({acc}) reports no {r.measure.label}{what}", **base)  # type: ignore[union-attr]
    # -- the period: of the first flow input (a ratio's balance-sheet inputs are read at its end) ------------
    lead = next((r for r in resolved if not r.instant), resolved[0])
    choice = resolve_period(view, intent.period, lead.facts, lead.instant)
    if choice.options:
        shown = []
        for end, months in choice.options:
            fact = _pick(view, lead, end, months)
            shown.append(f"{describe(end, months)}: {render_value(fact.fact.value, fact.fact.unit) if fact else '?'}")
        return refuse(question, intent, "ambiguous", f"{who} ({acc}) reports {lead.measure.label} "  # type: ignore[union-attr]
                      f"{' and '.join(describe(e, m) for e, m in choice.options)}: which one?", available=shown, **base)
    if choice.end is None:
        have = sorted({describe(f.fact.end, f.months) for f in lead.facts}, reverse=True)[:8]
        return refuse(question, intent, "period_not_reported", f"{who} ({acc}): {choice.reason} for "
                      f"{lead.measure.label}", available=have, **base)  # type: ignore[union-attr]
    end, months = choice.end, int(choice.months or 0)
    picks: list[AnswerFact] = []
    for r in resolved:
        fact = _pick(view, r, end, 0 if r.instant else months)
        if fact is None:
            return refuse(question, intent, "period_not_reported", f"{who} ({acc}) reports no {r.measure.label} "  # type: ignore[union-attr]
                          f"{describe(end, 0 if r.instant else months)}", **base)
        picks.append(fact)
    # What was asked, per input: a concept of the resolved measure, the resolved period, the members named.
    asked_members = sorted(f"{a}={m}" for a, m in intent.members.items())
    asked = [{"concept": f.fact.concept if f.fact.concept in r.concepts else r.concepts[0], "end": end,
              "months": 0 if r.instant else months, "members": asked_members, "accession": acc, "cik": cik}
             for f, r in zip(picks, resolved)]
    top_formula = "e0" if measure.kind == "concept" else str(measure.formula)
    formula = re.sub(r"e(\d+)", lambda m: "E" + pieces[int(m.group(1))], top_formula).replace("E", "")
    before = list(picks)
    picks, formula = _dedupe(picks, formula)
    asked = [next(a for a, p in zip(asked, before) if p.key == f.key) for f in picks]
    kind, unit, display = "fact", picks[0].fact.unit, ""
    if measure.kind == "ratio":
        kind, unit, display = "ratio", "pure", measure.display or PERCENT
    elif measure.kind == "formula" or formula != "e0":
        kind = "ratio"
    if intent.comparison in ("growth", "difference") and measure.kind == "concept":
        pend = prior_of(lead.facts, end, months) if months else None
        if pend is None and months == 0:
            pend = prior_of([f for f in lead.facts if f.months == 0], end, 0)
        prior = _pick(view, lead, pend, months) if pend else None
        if prior is None:
            return refuse(question, intent, "period_not_reported", f"{who} ({acc}) reports no {measure.label} "
                          f"for the comparable period a year before {end.isoformat()}", **base)
        if prior.fact.concept != picks[0].fact.concept:
            prior = next((f for f in lead.facts if f.fact.concept == picks[0].fact.concept and f.fact.end == pend
                          and f.months == months), prior)
        picks.append(prior)
        asked.append({**asked[0], "end": pend})
        if intent.comparison == "growth":
            formula, kind, unit, display = "(e0 - e1) / abs(e1)", "trend", "pure", PERCENT
        else:
            formula, kind = "e0 - e1", "trend"
    elif share:
        total = _concept_facts(view, measure, set())
        tfact = next((f for f in total.facts if f.fact.concept == picks[0].fact.concept and f.fact.end == end
                      and f.months == months), None)
        if tfact is None:
            return refuse(question, intent, "concept_not_reported", f"{who} ({acc}) reports no consolidated "
                          f"{measure.label} {describe(end, months)}", **base)
        picks.append(tfact)
        asked.append({**asked[0], "members": []})
        formula, kind, unit, display = "e0 / e1", "ratio", "pure", PERCENT
    try:
        value = float(formulas.evaluate(formula, [f.fact.value for f in picks]))
    except Exception as exc:  # noqa: BLE001 - division by zero on the cited values is an answer, not a crash
        return refuse(question, intent, "concept_not_reported", f"cannot compute {measure.label}: {exc}", **base)
    start = picks[0].start if months else None
    period_text = describe(end, months, start)
    intent.measure.concepts = [f.fact.concept for f in picks]
    intent.measure.formula = formula
    intent.period.end, intent.period.months, intent.period.start = end, months, start
    intent.unit = unit
    label = measure.label
    if intent.comparison == "growth" and measure.kind == "concept":
        label = f"{measure.label} growth year over year"
    elif intent.comparison == "difference" and measure.kind == "concept":
        label = f"change in {measure.label} from a year earlier"
    elif share:
        label = f"share of {measure.label}"
    claim = Claim(id="c1", kind=kind, name=measure.name if not intent.comparison else f"{measure.name}_{intent.comparison}",  # type: ignore[arg-type]
                  value=value, unit=unit, formula=formula, evidence=[f.key for f in picks], text=label, display=display,
                  period=period_text, note="reported as " + ", ".join(dict.fromkeys(f.fact.concept for f in picks)))
    graph = GraphFacts.read(store, claim.evidence)
    checks = [check_claim(claim, graph, acc, members=bool(members))]
    policy = checker.check(answer_instances([claim], graph, asked))
    of = f" ({', '.join(intent.member_text)})" if members else ""
    scale = {"USD": "US dollars", "USD/shares": "US dollars per share", "shares": "shares", "pure": "a fraction"}.get(unit, unit)
    shown_value = claim.rendered()
    text = f"{who}: {label}{of} {period_text} was {shown_value} ({scale}; value {value!r})."
    masks = [acc, who, period_text, f"value {value!r}", *intent.member_text, label]
    text, verification = verify_text(text, [claim], checks, masks)
    common = dict(accession=acc, company=who, period=period_text, metric=claim.name, intent=intent, claims=[claim],
                  policy=policy)
    if verification.status != "verified" or not policy.passed:
        why = "; ".join(v.policy for v in policy.violations) or verification.status
        rest = {k: v for k, v in common.items() if k != "intent"}
        return refuse(question, intent, "not_verified", f"the answer did not verify ({why})", **rest)
    return answer_cls(question=question, status="ok", answer=text, value=value, unit=unit, evidence=claim.evidence,
                      formula=formula, **common)
