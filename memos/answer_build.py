"""From a resolved filing and a parsed intent to an answer: the measure's concepts, members and period in the
filing's own terms, one claim over the matching facts, the verifier and the policies (P07-P10 included)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Any

from auditgraph.memos import formula as formulas
from auditgraph.memos.answer_checks import (
    ARITHMETIC,
    PER_SHARE_ASKED,
    RATIO_CUE,
    not_what_was_asked,
    noted_twin,
    same_caption,
    segment_gross_margin,
    twin,
)
from auditgraph.memos.answer_equity import EQUITY_COLUMN
from auditgraph.memos.answer_facts import CURRENCY_WORDS, AnswerFact, FilingView
from auditgraph.memos.answer_lines import (
    BREAKDOWN,
    CATALOGUED,
    ISO_DAY,
    JOINED,
    NAMING_QUALIFIERS,
    OF_SALES,
    PLAIN,
    SOME_SEGMENT,
    TO_COMMON,
    YEAR_AGO,
    concept_facts,
    dedupe,
    divided_sides,
    holds_asked,
    labels_say,
    lead_line,
    member_words_of,
    names_alternative,
    noted_period,
    pick,
    quoted_measure_line,
    said_label_line,
    says_every,
    says_more,
    says_only,
    shift,
    side_terms,
    titled_line,
    unit_asked,
    unit_ok,
    whole_line,
    year_end_base,
)
from auditgraph.memos.answer_policies import answer_instances
from auditgraph.memos.answer_reading import asked_kind, in_own_label, per_share_line
from auditgraph.memos.claims import PERCENT, Claim, render_value
from auditgraph.memos.explained import ASKS_NO_LINE, includes_left_out, unexplained_words
from auditgraph.memos.intent import (
    COLUMN,
    EQUITY_STATEMENT,
    NET_OF,
    NOT_YTD,
    SHOWN_IN,
    Intent,
    compared_by_label,
)
from auditgraph.memos.measures import GROWTH_WORDS, MEASURES, PAID, PAID_IN_CASH, G, Measure, measure_hits
from auditgraph.memos.policies import PolicyChecker
from auditgraph.memos.resolve_change import change_line, change_measure
from auditgraph.memos.resolve_company import company_spans
from auditgraph.memos.resolve_measure import (
    LINK_WORDS,
    abbreviates,
    blank,
    content_words,
    element_words,
    extended,
    label_concept,
    label_measure,
    label_of,
    labelled_exactly,
    left_out,
    line_by_member,
    line_measure,
    near,
    own_element,
    spell_out,
    taken_in,
    trailing,
    unexplained,
)
from auditgraph.memos.resolve_members import member_mentions, own_member, twin_line, twin_members, variants
from auditgraph.memos.resolve_period import describe, instant_near, prior_of, resolve_period, years_before
from auditgraph.memos.resolve_quoted import quoted_line
from auditgraph.memos.resolve_ratio import member_share, share_whole
from auditgraph.memos.rivals import bare, qualifiers, reported, rivals_for
from auditgraph.memos.verifier import GraphFacts, check_claim, verify_text
from auditgraph.store.base import GraphStore


def _own_words(view: FilingView, concept: str) -> set[str]:
    """The words of the filer's own labels of a line and of its element's name."""
    said = " ".join(view.own_labels.get(concept, [])) + " " + element_words(concept)
    return set(re.findall(r"[a-z]+", said.lower()))


def _second_reading(
    store: GraphStore,
    view: FilingView,
    intent: Intent,
    question: str,
    blocked: list[tuple[int, int]],
    tools: tuple[PolicyChecker, Any, Callable[..., Any], Any],
    least: int,
    lines: list[str] = (),  # type: ignore[assignment]
) -> Any:
    """The answer for the filing's line that holds every word of the question, the catalogue's phrases included,
    when it verifies; ``least``: how many of the question's words must lie outside the catalogue's phrases (a
    phrase alone that the filing does not report is refused, not answered by a longer line that holds it)."""
    if "model" in intent.parser or intent.divided or ARITHMETIC.search(question):
        return None  # a sum, difference or ratio the question spells out is no one line
    hits = {(h.start, h.end) for h in measure_hits(question)}
    # ("WFC opex (total noninterest expense)": a phrase the words in parentheses after it gloss count as one word)
    glossed = any(question[b:].lstrip().startswith("(") for _, b in hits)
    if least and len(content_words(blank(question, blocked)) - ASKS_NO_LINE) < least - glossed:
        return None
    whole = label_measure(view, question, [b for b in blocked if b not in hits], asked_kind(intent, question))
    if (
        whole is None
        or whole.name in lines
        or (whole.unit == "pure" and not RATIO_CUE.search(question))
        or (per_share_line(view, whole.name) and not PER_SHARE_ASKED.search(question))
    ):
        return None  # a rate or an amount per share read for a question that asks neither
    checker, answer_cls, refuse, resolver = tools
    again = build_answer(store, view, intent, question, checker, answer_cls, refuse, resolver, line=whole)
    return again if again.status == "ok" else None


def build_answer(
    store: GraphStore,
    view: FilingView,
    intent: Intent,
    question: str,
    checker: PolicyChecker,
    answer_cls: Any,
    refuse: Callable[..., Any],
    resolver: Any = None,
    sides: tuple[Measure, Measure] | None = None,
    line: Measure | None = None,
    explained: tuple[str, ...] = (),
    only_member: str | None = None,
) -> Any:
    """``sides``: the two lines of a ratio the question defines, found already (memos/resolve_ratio.py); ``line``:
    the line that holds every word of the question, where the first reading left words unexplained; ``only_member``:
    the one member the line is reported for in the period asked (a 10-K's quarters in a note); ``explained``:
    words of the question the caller's reading explains (a schedule's "due after 2028")."""
    asked_intent = intent.model_copy(deep=True)  # as parsed: a second reading starts from it
    acc = view.accession
    who = view.filing.get("company") or acc
    cik = str(view.filing.get("cik") or "")
    intent.company.accession = acc
    base = {"accession": acc, "company": who}
    # "per the retained earnings column": a member's name, not a measure (member_mentions must see it)
    columns = [m.span(1) for m in COLUMN.finditer(question)]
    blocked = [(h.start, h.end) for h in measure_hits(question) if not any(a <= h.start < b for a, b in columns)]
    if intent.company.text:
        for m in re.finditer(rf"(?<![A-Za-z]){re.escape(intent.company.text)}(?![A-Za-z])", question, re.I):
            blocked.append((m.start(), m.end()))
    company_named = company_spans(question, str(view.filing.get("company") or ""))
    blocked += company_named
    # "net of accumulated depreciation" says which line (the net one), not a line of its own
    blocked += [m.span(1) for m in NET_OF.finditer(question)]
    blocked += [m.span() for m in CURRENCY_WORDS.finditer(question)]  # "in Canadian dollars": the unit, not a line
    blocked += [m.span() for m in EQUITY_STATEMENT.finditer(question)]  # where the figure is shown
    blocked += [m.span() for m in NOT_YTD.finditer(question)]  # "(not year to date)": which period, not which line
    for m in COLUMN.finditer(question):  # "per the … column" around the member's name
        blocked += [(m.start(), m.start(1)), (m.end(1), m.end())]
    # the words that name what the question defines ("self-storage NOI margin: (…) / …") are no unknown names
    defined_spans = [
        m.span() for w in explained for m in re.finditer(rf"(?<![\w-]){re.escape(w)}(?![\w-])", question, re.I)
    ]
    caption = (
        quoted_line(view, question, asked_kind(intent, question))
        if line is None and sides is None and not intent.divided and intent.measure.kind in (None, "concept")
        else None
    )
    if caption is not None:
        # "what did Motorola book under 'Other charges'": the line whose own label the question quotes
        quoted_concept, quoted_spans = caption
        quote = question[quoted_spans[0][0] + 1 : quoted_spans[0][1] - 1]
        line = Measure(
            quoted_concept,
            label_of(view, quoted_concept),
            "concept",
            (quote,),
            (quoted_concept,),
            unit=view.unit_of(quoted_concept),
        )
        blocked += quoted_spans
    stray = unexplained(view, question, blocked + defined_spans)
    if stray:
        return refuse(question, intent, "concept_not_reported", f"{who} ({acc}) reports nothing named {stray}", **base)
    # -- the measure ------------------------------------------------------------------------------
    measure: Measure | None = None
    if intent.measure.name == "gross_margin" and segment_gross_margin(view, question, blocked):
        intent.measure.name, intent.measure.label, intent.unit = "gross_profit", "gross profit", "USD"
    if sides is None and intent.divided and line is None:
        sides = divided_sides(view, question, intent, blocked)
    if line is not None:
        # the catalogue's phrases named nothing this reading uses: they may name its members ("retained earnings")
        hit_spans = {(h.start, h.end) for h in measure_hits(question)}
        blocked = [b for b in blocked if b not in hit_spans]
        measure = line
        intent.measure.name, intent.measure.kind, intent.measure.label = line.name, "concept", line.label
        intent.measure.phrase, intent.unit = " ".join(line.phrases), line.unit
        intent.comparison = intent.comparison if intent.comparison in ("growth", "difference") else None
        if intent.comparison and compared_by_label(question, view.own_labels.get(line.name, [])):
            intent.comparison = None
    elif sides is not None:
        part, whole = sides
        # a side the question defines as a sum ("/ (net interest income + noninterest income)") brings its terms
        over, over_formula = side_terms(part, 0)
        under, under_formula = side_terms(whole, len(over))
        measure = Measure(
            f"{part.name}_to_{whole.name}",
            " / ".join(f"({m.label})" if len(t) > 1 else m.label for m, t in ((part, over), (whole, under))),
            "ratio",
            (),
            formula=f"{over_formula} / {under_formula}",
            display=PERCENT,
            parts=(*over, *under),
        )
        intent.measure.name, intent.measure.kind, intent.measure.label = measure.name, "ratio", measure.label
    elif (
        intent.divided
        and intent.divided[0] == intent.divided[1]
        and member_mentions(question, view, list(MEASURES[intent.divided[0]].concepts), blocked)
    ):
        # "iPhone share of net sales (iPhone net sales / total net sales)": a member's share of the total
        name = intent.divided[0]
        measure = MEASURES[name]
        intent.divided, intent.comparison = [], "share"
        intent.measure.name, intent.measure.kind, intent.measure.label = name, measure.kind, measure.label  # type: ignore[assignment]
    elif intent.divided and intent.divided[0] == intent.divided[1]:
        # "passenger revenue ÷ total operating revenues": both sides read as one measure, so the part is unknown
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}): the question divides {MEASURES[intent.divided[0]].label} by itself; the part it names "
            "is no line or member of this filing",
            **base,
        )
    elif intent.divided:
        num, den = intent.divided
        measure = Measure(
            intent.measure.name or "ratio",
            intent.measure.label or "ratio",
            "ratio",
            (),
            inputs=(num, den),
            formula="e0 / e1",
            display=PERCENT,
        )
    elif intent.measure.name in MEASURES:
        measure = MEASURES[intent.measure.name]  # type: ignore[index]
        if measure.name in PAID and PAID_IN_CASH.search(question):
            measure = MEASURES[PAID[measure.name]]  # "how much income tax did it pay in cash": the payment
            intent.measure.name, intent.measure.label = measure.name, measure.label
        hit = next((h for h in measure_hits(question) if h.measure == measure.name), None)
        if hit is not None and measure.kind == "concept":
            member_words = member_words_of(view)
            found, lead = None, None
            # a line whose name holds a segment's word first ("content assets" beside "Produced content"), then
            # the line before the members
            after = trailing(question, hit.end, blocked, member_words)
            net_of = NET_OF.search(question, hit.end)
            # another catalogue phrase joined to this one ("accumulated depreciation on property and equipment")
            # is a word of the same line's name
            joined = [
                (h.start, h.end)
                for h in measure_hits(question)
                if h.end <= hit.start and JOINED.fullmatch(question[h.end : hit.start])
            ]
            lead_blocked = [b for b in blocked if b not in joined]
            # a member's name before the phrase ("PACCAR Truck and Other segment revenues") is not the line's
            named = member_mentions(question, view, view.dimensional, blocked, ties=True)
            named = [x for x in named if not in_own_label(view, question, list(measure.concepts), x[2])]
            lead_blocked += [span for _, _, span in named]
            # a line reported only for members counts when the question names one of them (a data set's
            # "Finance group finance receivables")
            among = (
                {c for c, fs in view.by_concept.items() if any(f.dims == () for f in fs)}
                | view.carrying({m for m, _, _ in named})
                if named
                else None
            )
            first_lead: str | None = None
            # the question quotes a line's own label round the phrase ("share repurchases, excluding excise tax")
            quoted = said_label_line(view, question, (hit.start, hit.end), asked_kind(intent, question))
            for words in (set(), member_words):
                lead = extended(view, question, hit.start, lead_blocked, words)
                first_lead = first_lead or lead
                # the words after the phrase too may hold a member's word ("deferred tax assets for foreign tax
                # credit carryforwards"): the line's own label must say it
                tail_words = trailing(question, hit.end, blocked, words) if not words else after
                found = (
                    lead_line(
                        view,
                        lead,
                        question[hit.start : hit.end],
                        tail_words,
                        asked_kind(intent, question),
                        unit_asked(question, measure),
                        among,
                        net_of.group(0) if net_of else None,
                        measure.label,
                        SHOWN_IN.search(question) is not None,
                    )
                    if lead
                    else None
                )
                if (
                    found is not None
                    and found not in measure.concepts
                    and found in CATALOGUED
                    # unless the question names that measure too ("capex (purchase of property and equipment)")
                    and not any(
                        found in MEASURES[h.measure].concepts
                        for h in measure_hits(question) + measure_hits(spell_out(question))  # "S&M opex"
                    )
                ):
                    found = None  # a line the catalogue names otherwise (liabilities and equity is not equity)
                if found is not None and not words:
                    # a member's word counts only as a word of the line's own label, not of its element name
                    element = " ".join(re.findall(r"[A-Z][a-z]+|[a-z]+", found.split(":")[-1])).lower()
                    own = {
                        w
                        for lab in view.concept_labels.get(found, [])
                        if lab.lower() != element
                        for w in re.findall(r"[a-z]+", lab.lower())
                    }
                    if not all(
                        near(w.lower(), own) or w.lower() not in member_words or w.lower() in LINK_WORDS
                        for w in re.findall(r"[A-Za-z]+", f"{lead or ''} {tail_words or ''}")
                    ):
                        found = None
                if found is not None:
                    break
            if quoted is not None and (found is None or (found != quoted and says_more(view, quoted, found, question))):
                # the line whose own label the question says word for word, before a line the lead words name
                # ("deferred income tax assets": "Deferred income tax assets", not "Deferred income taxes")
                found, lead = quoted, None
            if found is None:
                # "valuation allowance against deferred tax assets", "dividends payable": more words than the
                # catalogue phrase, which together name one line of the filing's own
                whole = (
                    whole_line(view, question, hit, blocked, measure, asked_kind(intent, question))
                    if not intent.comparison and not OF_SALES.search(question)
                    else None
                )
                if whole is not None:
                    found, lead = whole, None
            if found is None and any(not set(measure.concepts) & view.carrying({m}) for m, _, _ in named):
                # "Series A convertible preferred shares outstanding": a class the catalogue's line is not reported
                # for names its own line (preferred shares outstanding), by the words left
                spans = {(h.start, h.end) for h in measure_hits(question)}
                unit = unit_asked(question, measure)
                text = blank(question, [b for b in blocked if b not in spans])
                found = line_by_member(view, text, asked_kind(intent, question), unit) or line_by_member(
                    view,
                    re.sub(r"\([^)]*\)", lambda p: " " * len(p.group(0)), text),
                    asked_kind(intent, question),
                    unit,
                )  # "(segment reconciliation)": where the figure is shown, not words of its line
                lead = None
            if found is None and not lead and first_lead and not named:
                lead = first_lead  # "preferred stock dividends": the words before the phrase, though a member has one
            if found is None and lead:
                # "advertising revenue": a word before a total that no line, member or name of the filing explains
                # asks for a part the filing does not report; the total would answer another question
                own = set().union(*(view.label_words(c) for c in measure.concepts))
                names = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
                raw = {t.lower(): t for t in re.findall(r"[A-Za-z]+", lead)}
                odd = [
                    w
                    # (an abbreviation with "&" as the labels spell it: "S&M" is selling and marketing)
                    for w in re.findall(r"[A-Za-z]+", (spell_out(lead) if "&" in lead else lead).lower())
                    if not (
                        near(w, member_words | own | names | PLAIN)
                        or w in PLAIN
                        or GROWTH_WORDS.search(w)
                        or any(n.startswith(w) or w.startswith(n) for n in names)
                        or abbreviates(w, sorted(names))
                        or (
                            re.fullmatch(r"[A-Z]{2,5}", raw.get(w, "")) and question.lstrip().startswith(raw.get(w, ""))
                        )
                    )
                ]
                if odd:
                    return refuse(
                        question,
                        intent,
                        "concept_not_reported",
                        f"{who} ({acc}) reports no {lead} {question[hit.start : hit.end]}: no line or member of its "
                        f"own is named {' '.join(odd)}",
                        **base,
                    )
            tail = trailing(question, hit.end, blocked, member_words) if found is None and not lead else None
            if (
                tail
                and not measure.largest
                and any(labels_say(view, c, tail) for c in measure.concepts if c in view.by_concept)
            ):
                tail = None  # the catalogue's own line says so ("net income attributable to …", "equity (deficit)")
            if tail:
                # "net revenues before reimbursements": a line the catalogue phrase only begins, by the filing's label
                found = label_concept(
                    view,
                    f"{question[hit.start : hit.end]} {tail}",
                    asked_kind(intent, question),
                    measure.unit if measure.unit in ("USD", "shares") else None,
                )
                if found is not None and not labels_say(view, found, tail):
                    found = None  # the words must be the line's label, not only its element name
                lead = tail if found is not None else None
            if found is not None and measure.unit == "USD/shares" and not per_share_line(view, found):
                found = None  # "dividends declared per share": not the dividends line whose label quotes the rate
            if (
                found is not None
                and measure.unit == "USD"
                and per_share_line(view, found)
                and not PER_SHARE_ASKED.search(question)
            ):
                found = None  # "dividends declared charged against retained earnings": the amount, not per share
            if found is not None and (
                found not in measure.concepts
                or measure.largest
                or found == quoted
                or names_alternative(lead, found, measure)
            ):
                # the line the lead words name, also when it is one of the catalogue's ("franchised revenues")
                unit = "USD/shares" if per_share_line(view, found) else view.unit_of(found)
                measure = line_measure(view, found, unit=unit)
                intent.measure.name, intent.measure.label, intent.unit = found, measure.label, measure.unit
                intent.measure.phrase = (
                    intent.measure.phrase
                    if lead is None
                    else f"{intent.measure.phrase} {lead}"
                    if lead == tail
                    else f"{lead} {intent.measure.phrase}"
                )
    else:
        measure = label_measure(view, question, blocked, asked_kind(intent, question))
        if measure is not None:
            intent.measure.name, intent.measure.kind, intent.measure.label = measure.name, "concept", measure.label
            intent.measure.phrase = " ".join(measure.phrases)
            intent.unit = measure.unit
            for w in measure.phrases:  # the words that named it are not members
                blocked += [(m.start(), m.end()) for m in re.finditer(rf"\b{re.escape(w)}\b", question, re.I)]
    of_sales = OF_SALES.search(question)
    if measure is not None and measure.name == "revenue" and of_sales and not intent.divided:
        # "marketing spend as a % of revenue": a line the catalogue does not name, over revenue
        part = label_concept(view, blank(question[: of_sales.start()], blocked), False, "USD")
        if part is not None and part not in measure.concepts:
            line = Measure(part, label_of(view, part), "concept", (), (part,), instant=False)
            measure = Measure(
                f"{part}_to_revenue",
                f"{line.label} / revenue",
                "ratio",
                (),
                formula="e0 / e1",
                display=PERCENT,
                parts=(line, MEASURES["revenue"]),
            )
            intent.measure.name, intent.measure.kind, intent.measure.label = measure.name, "ratio", measure.label
            intent.comparison, intent.unit = None, "pure"
    changed = change_line(view, question, intent, measure, blocked)
    if changed is not None:
        # "change in accounts payable, nine months ended …": the cash-flow statement's line for it
        measure = change_measure(view, changed)
        intent.measure.name, intent.measure.kind, intent.measure.label = changed, "concept", measure.label
        intent.comparison, intent.unit = None, "USD"
    if (
        measure is not None
        and measure.name == "cash"
        and re.search(r"\bcash[- ]flows?\b(?![- ]hedg)", question, re.I)  # a cash flow hedge is no cash flow
    ):
        return refuse(
            question,
            intent,
            "ambiguous",
            f"{who} ({acc}): which cash flow — from operating, investing or financing activities, free cash flow or "
            "the net change in cash?",
            **base,
        )
    # the members a share's whole is read for ("of its Level 2 … securities") and those its part is
    within: set[str] = set()
    part_members: set[str] = set()
    if measure is None and intent.comparison == "share":
        parted = member_share(view, question, asked_kind(intent, question))
        if parted is not None:
            # "what fraction of Apple's Level 2 current marketable securities was foreign government debt": the
            # line for the part's members over the line for the whole's
            share_of, within, part_members = parted
            measure = Measure(
                share_of, label_of(view, share_of), "concept", (), (share_of,), unit=view.unit_of(share_of)
            )
            intent.measure.name, intent.measure.kind, intent.measure.label = share_of, "concept", measure.label
    if measure is None:
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}): the question names no measure this filing reports",
            **base,
        )
    if (
        measure.kind == "concept"
        and not any(c in view.by_concept for c in measure.concepts)
        and not measure.fallback
        and intent.measure.phrase
    ):
        # The filing names the line its own way (Union Pacific's "common shares repurchased"): its labels decide.
        kind = measure.instant if measure.instant is not None else intent.period.instant
        # only phrases whose every word counts (an abbreviation such as "r&d" would leave just "expense")
        whole = [
            p
            for p in [intent.measure.phrase, *measure.phrases]
            if all(
                t.isalpha() and (len(t) > 2 or t.lower() in ("of", "in", "to")) for t in re.findall(r"[^\s,()'-]+", p)
            )
        ]
        # the catalogue's other names for the line only name a label that says their words or the question's, or
        # up to three words more for a name of several: "receivables" is not AEON's "Subscription receivables" when
        # accounts receivable is asked, "net loss" not Travelers' "Other net realized investment gains (losses)";
        # "share repurchases" is Travelers' "Treasury stock acquired - share repurchase authorization"
        synonyms = " ".join([intent.measure.phrase, *measure.phrases, question])
        found = next(
            (
                c
                for p in whole
                if (c := label_concept(view, p, kind))
                and (
                    p == intent.measure.phrase
                    or (
                        says_every(view, c, p)
                        and says_only(view, c, synonyms, slack=3 * (" " in p.strip()))
                        # (never a line without a word of the phrase asked: "income tax expense" is no "Real Estate
                        # Tax Expense" the catalogue's "tax expense" names)
                        and holds_asked(view, c, intent.measure.phrase, p)
                    )
                )
            ),
            None,
        )
        if found is None and whole and whole[0] == intent.measure.phrase:
            # "revenue": too generic a word for any label holding it, but one line is labelled just so
            found = labelled_exactly(view, whole[0], kind)
        if found is not None and kind is not None and any((f.months == 0) != kind for f in view.by_concept[found]):
            found = None
        # a net line is not the gross one asked for ("interest income (expense), net" is not interest expense)
        if (
            found is not None
            and re.search(r"IncomeExpense|ExpenseIncome|IncomeLoss|GainLoss|IncreaseDecrease", found.split(":")[-1])
            and measure.name not in ("net_income", "pretax_income", "operating_income", "comprehensive_income")
        ):
            found = None
        if found is not None and any(unit_ok(f, measure.unit, view.currency) for f in view.by_concept[found]):
            measure = Measure(
                found, label_of(view, found), "concept", (), (found,), unit=measure.unit, instant=measure.instant
            )
            intent.measure.name, intent.measure.label = found, measure.label
    if measure.name == "effective_tax_rate" and not intent.divided:
        # the rate the filing reports (its tax note's reconciliation), not one computed from two rounded lines
        etr = G + "EffectiveIncomeTaxRateContinuingOperations"
        if any(f.dims == () for f in view.by_concept.get(etr, [])):
            measure = line_measure(view, etr, unit="pure", instant=False)
            intent.measure.name, intent.measure.kind, intent.measure.label = etr, "concept", measure.label
    quoted = quoted_measure_line(view, question, measure)
    if quoted is not None:
        # "sales (the 'Sales' revenue line)": the line whose own label the question quotes
        measure = line_measure(view, quoted, unit=measure.unit)
        intent.measure.name, intent.measure.label = quoted, measure.label
    rival = rivals_for(measure.name) if measure.kind == "concept" else None
    if rival is not None:
        # "construction in progress within property and equipment": of two rival lines, the one reported for the
        # member the question names
        own = set(measure.concepts)
        others = [c for c in rival.concepts if c not in own and c in view.by_concept]
        had = {m for c in own for f in view.by_concept.get(c, []) for _, m in f.dims}
        named_for = {c: {m for m, _, _ in member_mentions(question, view, [c], blocked)} - had for c in others}
        hits = [c for c, ms in named_for.items() if ms]
        if len(hits) == 1:
            line = hits[0]
            measure = line_measure(view, line, unit=measure.unit)
            intent.measure.name, intent.measure.label = line, measure.label
    if measure.kind == "concept" and not measure.parts:
        # "partners' equity attributable to Chestnut Ridge Energy Company": the balance sheet's total is not reported
        # by partner; its copy in the capital statement, the same amount, is
        had = {m for c in measure.concepts for f in view.by_concept.get(c, []) for _, m in f.dims}
        named_any = {m for m, _, _ in member_mentions(question, view, view.dimensional, blocked)}
        copy = twin_line(view, measure.concepts, named_any) if named_any and not named_any & had else None
        if copy is not None:
            measure = line_measure(view, copy, unit=measure.unit)
            intent.measure.name, intent.measure.label = copy, measure.label
    tops = list(measure.parts) or ([MEASURES[n] for n in measure.inputs] if measure.kind != "concept" else [measure])
    # -- members ------------------------------------------------------------------------------------
    all_concepts = [c for p in tops for c in p.concepts]
    carried = {m for c in all_concepts for f in view.by_concept.get(c, []) for _, m in f.dims}
    # Segment, product and geography members anywhere in the filing: one the measure is not reported for must
    # not fall back to the consolidated figure.
    breakdown = sorted(
        {c for c, fs in view.by_concept.items() for f in fs if any(BREAKDOWN.search(a) for a, _ in f.dims)}
    )
    mentions = member_mentions(question, view, sorted(set(all_concepts) | set(breakdown)), blocked, axes=BREAKDOWN)
    # (the segment words of the measure's own phrase ask for no segment: "how many operating segments" is a count)
    own_phrase = [(h.start, h.end) for h in measure_hits(question) if h.measure == measure.name]
    segment_words = [
        m for m in SOME_SEGMENT.finditer(question) if not any(a <= m.start() < b for a, b in company_named + own_phrase)
    ]  # "Regions' leveraged lease gains": a company's name is no region
    # (read only where a breakdown member or a segment word needs them)
    own_mentions = member_mentions(question, view, all_concepts, blocked) if mentions or segment_words else []
    # ("Apple's U.S. Treasury securities": the longer name of a member of the measure's own facts holds the "U.S." of
    # a geographic one)
    mentions = [
        m
        for m in mentions
        if not any(a <= m[2][0] and m[2][1] <= b and b - a > m[2][1] - m[2][0] for _, _, (a, b) in own_mentions)
    ]
    if not mentions and segment_words and not own_mentions:
        # "segment revenue", "regional revenue", "the business group": a breakdown is asked, none is named
        return refuse(
            question,
            intent,
            "ambiguous",
            f"{who} ({acc}): the question asks for a segment, region or group's {measure.label} without naming "
            "one: which one?",
            **base,
        )
    # "stock-based compensation included in cost of sales": another catalogue phrase that names a member of the
    # measure's own facts (a data set's expense-line breakdown) is that member, not another measure
    other_hits = [
        (h.start, h.end)
        for h in measure_hits(question)
        if measure.kind == "concept" and not set(MEASURES[h.measure].concepts) & set(measure.concepts)
    ]
    unblocked = [b for b in blocked if b not in other_hits]
    mentions += [
        m
        for m in member_mentions(question, view, all_concepts, unblocked)
        if m[0] not in {x[0] for x in mentions} and not any(m[2][0] < b and a < m[2][1] for _, _, (a, b) in mentions)
    ]
    # "purchase of common stock": the words of the line's own label, not its equity statement's common stock column;
    # "(excluding money market funds)": a member left out, not asked
    mentions = [
        x
        for x in mentions
        if not in_own_label(view, question, all_concepts, x[2])
        and not left_out(question, x[2])
        # "/ total equity including noncontrolling interest", "total stockholders' equity, including noncontrolling
        # interests": what a line includes, never its column
        and not taken_in(question, x[2])
    ]
    if only_member is not None:
        # the column asked is read; another column the question names says where it stands ("the net unrealized
        # investment gain column of accumulated other comprehensive income")
        column_members = {
            m for c in all_concepts for f in view.by_concept.get(c, []) for a, m in f.dims if EQUITY_COLUMN.search(a)
        }
        mentions = [x for x in mentions if x[0] == only_member or x[0] not in column_members]
    twins = twin_members(view, question, all_concepts, blocked, mentions)
    if twins:
        # two members of one axis the filer labels alike, reported with different amounts ("4.875% Senior Notes"
        # twice: two issues of the same coupon): no guess
        return refuse(
            question,
            intent,
            "ambiguous",
            f"{who} ({acc}) reports {measure.label} for two members both labelled "
            f"'{twins[0]}' ({', '.join(m.split(':')[-1] for m in twins[1:])}): which one?",
            **base,
        )
    missing = [t for m, t, _ in mentions if m not in carried]
    if missing:
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}) reports no {measure.label} for {', '.join(missing)}",
            **base,
        )
    members = part_members or {m for m, _, _ in mentions}
    if not members and only_member is not None:
        members = {only_member}
    if not members and measure.kind == "concept":
        own = own_member(view, measure.concepts, question)
        if own is not None:
            members = {own}  # Moody's common shares issued, reported only for its class "Common Stock"
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
            # (a typed member that is a date, deferred revenue's window "from 2023-07-02", is shown as that date)
            f"from {m}"
            if ISO_DAY.fullmatch(m)
            else (variants(m, view.member_labels.get(m, [])) or [m.split(":")[-1]])[-1]
            for m in sorted(members)
            if m not in {x[0] for x in mentions}
        ]
    if (
        intent.comparison == "share"
        and not members
        and measure.kind == "concept"
        and any(lab.lower().startswith("share of") for c in measure.concepts for lab in view.wordings(c))
        and re.search(r"\bshare\s+of\b", question, re.I)
    ):
        intent.comparison, intent.unit = None, measure.unit  # "Liberty's share of earnings of affiliates": the line
    share = intent.comparison == "share" and bool(members) and measure.kind == "concept"
    if intent.comparison == "share" and not share and measure.kind == "concept":
        # "the federal share of the provision": a part the question names but no line or member of the filing is;
        # the whole's amount would answer another question
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}): the question asks for a share of {measure.label}, and names no part of it this filing "
            "reports (a line or a member): which part?",
            **base,
        )
    # A line the filing does not report may be derived (liabilities = liabilities and equity - equity).
    parts: list[Measure] = []
    pieces: list[str] = []
    for top in tops:
        r = concept_facts(view, top, members, as_input=measure.kind != "concept")
        if (not r.concepts or not r.facts) and top.fallback and (top.derive_alone or measure.kind != "concept"):
            names, expr = top.fallback
            pieces.append("(" + shift(expr, len(parts)) + ")")
            parts.extend(MEASURES[n] for n in names)
        else:
            pieces.append(f"e{len(parts)}")
            parts.append(top)
    resolved = [concept_facts(view, p, members, as_input=measure.kind != "concept") for p in parts]
    for r in resolved:
        if not r.concepts:
            # "change in fair value of derivative instruments (OCI, …)": a catalogue phrase inside a longer
            # description the filing's own line holds, though the catalogue's line is not reported
            tools = (checker, answer_cls, refuse, resolver)
            if line is None and sides is None:
                again = _second_reading(store, view, asked_intent, question, blocked, tools, 2)
                if again is not None:
                    return again
                # the filer's own element for the catalogue's line (MDU's EarningsLossPerCommonShareDiluted)
                filer_line = own_element(view, r.measure.concepts)  # type: ignore[union-attr]
                if filer_line is not None:
                    filer_words = tuple(sorted(content_words(question) & view.name_words(filer_line)))
                    again = build_answer(
                        store,
                        view,
                        intent,
                        question,
                        checker,
                        answer_cls,
                        refuse,
                        resolver,
                        line=line_measure(view, filer_line, filer_words),
                    )
                    if again.status == "ok":
                        return again
            return refuse(
                question,
                intent,
                "concept_not_reported",
                f"{who} ({acc}) reports no {r.measure.label}"  # type: ignore[union-attr]
                f" (looked for {', '.join(c.split(':')[1] for c in r.measure.concepts)})",
                **base,
            )  # type: ignore[union-attr]
        if not r.facts:
            what = f" for {', '.join(intent.member_text)}" if members else ""
            return refuse(
                question, intent, "concept_not_reported", f"{who} ({acc}) reports no {r.measure.label}{what}", **base
            )  # type: ignore[union-attr]
    # -- the period: of the first flow input (a ratio's balance-sheet inputs are read at its end) ------------
    lead = next((r for r in resolved if not r.instant), resolved[0])
    choice = resolve_period(view, intent.period, lead.facts, lead.instant)
    if choice.options:
        shown = []
        for end, months in choice.options:
            fact = pick(view, lead, end, months)
            shown.append(f"{describe(end, months)}: {render_value(fact.fact.value, fact.fact.unit) if fact else '?'}")
        return refuse(
            question,
            intent,
            "ambiguous",
            f"{who} ({acc}) reports {lead.measure.label} "  # type: ignore[union-attr]
            f"{' and '.join(describe(e, m) for e, m in choice.options)}: which one?",
            available=shown,
            **base,
        )
    if (
        choice.end is not None
        and intent.comparison is None
        and intent.period.fiscal_year is not None
        and YEAR_AGO.search(question)
        and str(choice.end) == str(view.filing.get("period_end") or "")
    ):
        # "S&M opex in the year-ago quarter (fiscal Q2 2009)": the year named is the filing's own period, which is
        # no year-ago period; the filer and the data set name its fiscal years differently
        return refuse(
            question,
            intent,
            "period_not_reported",
            f"{who} ({acc}): the question asks for a year-ago period, but fiscal {intent.period.fiscal_year} names "
            f"this filing's own period ending {choice.end}: which year?",
            **base,
        )
    if choice.end is None and not members and only_member is None and measure.kind == "concept":
        # "buyback dollars in Q1 FY2015": a 10-K reports the quarters only in a note, for one member (its share
        # repurchase program); that line and member, the answer saying so
        noted = noted_period(view, question, intent, measure)
        if noted is not None:
            concept, member = noted
            in_note = Measure(
                concept, label_of(view, concept), "concept", (), (concept,), unit=view.unit_of(concept), instant=False
            )
            again = build_answer(
                store,
                view,
                asked_intent,
                question,
                checker,
                answer_cls,
                refuse,
                resolver,
                line=in_note,
                explained=explained,
                only_member=member,
            )
            if again.status == "ok":
                return again
    if choice.end is None:
        have = sorted({describe(f.fact.end, f.months) for f in lead.facts}, reverse=True)[:8]
        return refuse(
            question,
            intent,
            "period_not_reported",
            f"{who} ({acc}): {choice.reason} for {lead.measure.label}",
            available=have,
            **base,
        )  # type: ignore[union-attr]
    end, months = choice.end, int(choice.months or 0)
    asked_start = intent.period.start
    base_end: date | None = None  # the earlier balance date a change is measured from, when the question names it
    picks: list[AnswerFact] = []
    for r in resolved:
        fact = pick(view, r, end, 0 if r.instant else months)
        if fact is None:
            return refuse(
                question,
                intent,
                "period_not_reported",
                f"{who} ({acc}) reports no {r.measure.label} "  # type: ignore[union-attr]
                f"{describe(end, 0 if r.instant else months)}",
                **base,
            )
        picks.append(fact)
    chosen: str | None = None  # one line of a family of rivals the question's words chose: the answer names it
    units = {
        "pure" if f.fact.unit.lower() == "pure" else "count" if per_share_line(view, f.fact.concept) else "amount"
        for f in picks
    }
    if measure.kind == "ratio" and len(picks) == 2 and "pure" in units and len(units) > 1:
        # a rate divided by an amount ("actual return on plan assets" read as a filer's percentage): no ratio of two
        # amounts the question defines
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}) reports {label_of(view, picks[0].fact.concept)} and {label_of(view, picks[1].fact.concept)}"
            " in different units: not the two amounts the ratio divides",
            **base,
        )
    other = twin(view, picks[0], question) if measure.kind == "concept" and not share and len(picks) == 1 else None
    if other is None and measure.kind == "concept" and not share and len(picks) == 1 and not members:
        other = same_caption(
            view, picks[0], question, measure.concepts if measure.name in MEASURES else (), intent.measure.phrase
        )
    if other is not None:
        both = [picks[0], other]
        return refuse(
            question,
            intent,
            "ambiguous",
            f"{who} ({acc}) reports two lines under one label of its own, "
            + " and ".join(
                f"{label_of(view, f.fact.concept)} ({render_value(f.fact.value, f.fact.unit)})" for f in both
            )
            + f" {describe(end, months)}: which one?",
            available=[f"{f.fact.concept}: {render_value(f.fact.value, f.fact.unit)}" for f in both],
            **base,
        )
    note_line = noted_twin(view, picks[0], question) if measure.kind == "concept" and len(picks) == 1 else None
    if note_line is not None:
        picks[0] = note_line  # "in its other non-current assets note, the 'Other non-current assets' line": the note's
        measure = Measure(
            note_line.fact.concept,
            label_of(view, note_line.fact.concept),
            "concept",
            (),
            (note_line.fact.concept,),
            unit=measure.unit,
        )
        intent.measure.name, intent.measure.label = measure.name, measure.label
        resolved[0] = concept_facts(view, measure, members, as_input=False)
    family = rivals_for(measure.name) or rivals_for(picks[0].fact.concept)
    if family is not None and measure.kind == "concept" and not share:
        lines = reported(view, family, end, 0 if resolved[0].instant else months, members)
        titled = titled_line(view, question, lines, intent.measure.phrase) if family.titled else None
        to_common = [
            f
            for f in view.by_concept.get(G + "NetIncomeLossAvailableToCommonStockholdersBasic", [])
            if f.fact.end == picks[0].fact.end and f.months == picks[0].months and f.dims == picks[0].dims
        ]
        if titled is None and to_common and TO_COMMON.search(question) and measure.name == "net_income":
            titled = to_common[0]  # "net income available to common shareholders": after preferred dividends
        if titled is not None and titled.fact.concept in measure.concepts:
            picks[0] = titled  # "company sales": the line whose own label the question says word for word
            chosen = titled.fact.concept
        elif (
            lines
            and not (measure.name == "net_income" and PER_SHARE_ASKED.search(question))  # ("earnings per share")
            and bare(
                blank(question, company_named),  # "Air Products" names no line
                intent.measure.phrase,
                family,
                catalogue=measure.name in MEASURES,
            )
        ):
            return refuse(
                question,
                intent,
                "ambiguous",
                f"{who} ({acc}) reports "
                + " and ".join(f"{label_of(view, c)} ({render_value(f.fact.value, f.fact.unit)})" for c, f in lines)
                + f" {describe(end, months)}: which one?",
                available=[f"{label_of(view, c)}: {render_value(f.fact.value, f.fact.unit)}" for c, f in lines],
                **base,
            )
        # "dividends paid per share": of the family's lines, the one whose name says the word the question does
        # (the words its own labels and element say: "Net income" is no parent's line for the taxonomy's calling
        # NetIncomeLoss "… Attributable to Parent")
        said = (qualifiers(question) & NAMING_QUALIFIERS) - _own_words(view, picks[0].fact.concept)
        worded = [f for c, f in lines if said & _own_words(view, c)] if lines and said else []
        # (or the filer's own line of the family: Bradesco's "Parent Company net income")
        if len(worded) == 1 and (
            worded[0].fact.concept in measure.concepts or not worded[0].fact.concept.startswith(G)
        ):
            picks[0] = worded[0]
            chosen = worded[0].fact.concept
        sales = [f for c, f in lines if "Sales" in c]
        if (
            sales
            and measure.name == "revenue"
            and re.search(r"\bsales\b", intent.measure.phrase or "", re.I)
            and not re.search(r"\b(total|revenues?)\b", question, re.I)
        ):
            picks[0] = sales[0]  # "net sales" where the filing reports net sales and a larger total revenue
    if measure.name == "eps" and not intent.comparison:
        # "EPS" alone, where basic and diluted differ for the period: which one?
        both = {
            c: next(
                (
                    f.fact.value
                    for f in view.by_concept.get(G + c, [])
                    if f.fact.end == end and f.months == months and {m for _, m in f.dims} == members
                ),
                None,
            )
            for c in ("EarningsPerShareBasic", "EarningsPerShareDiluted")
        }
        if None not in both.values() and len(set(both.values())) > 1:
            return refuse(
                question,
                intent,
                "ambiguous",
                f"{who} ({acc}) reports basic ({both['EarningsPerShareBasic']}) and diluted "
                f"({both['EarningsPerShareDiluted']}) earnings per share {describe(end, months)}: which one?",
                **base,
            )
    # What was asked, per input: a concept of the resolved measure, the resolved period, the members named.
    asked_members = sorted(f"{a}={m}" for a, m in intent.members.items())
    asked = [
        {
            "concept": f.fact.concept
            # (or the family's line the question's own word named: Bradesco's "Parent Company net income")
            if f.fact.concept in r.concepts
            or f.fact.concept in {view.aliases.get(c) for c in r.concepts}
            or f.fact.concept == chosen
            else r.concepts[0],
            "end": end,
            "months": 0 if r.instant else months,
            "members": sorted(asked_members + view.entity_members(f.key)),
            "accession": acc,
            "cik": cik,
        }
        for f, r in zip(picks, resolved)
    ]
    top_formula = "e0" if measure.kind == "concept" else str(measure.formula)
    formula = re.sub(r"e(\d+)", lambda m: "E" + pieces[int(m.group(1))], top_formula).replace("E", "")
    before = list(picks)
    picks, formula = dedupe(picks, formula)
    asked = [next(a for a, p in zip(asked, before) if p.key == f.key) for f in picks]
    kind, unit, display = "fact", picks[0].fact.unit, ""
    if unit in (view.currency, "pure") and measure.unit == "USD/shares":
        unit = view.money("USD/shares") or unit  # a data-set fact of a per-share concept (see unit_ok)
    if measure.kind == "ratio":
        kind, unit, display = "ratio", "pure", measure.display or PERCENT
    elif measure.kind == "formula" or formula != "e0":
        kind = "ratio"
    if intent.comparison in ("growth", "difference") and measure.kind == "concept":
        pend = prior_of(lead.facts, end, months) if months else None
        years = sorted({int(y) for y in re.findall(r"\b((?:19|20)\d\d)\b", question)})
        if len(years) == 2 and end.year - years[0] == years[1] - years[0] > 1:
            # "2012 vs 2010 (two-year change)": the base is the earlier year the question names, not the year before
            pend = base_end = years_before(lead.facts, end, months, years[1] - years[0])
        elif months == 0 and asked_start is not None:
            # "change in cash from Dec 31, 2008 to June 30, 2009": the balance at the first date named
            pend = base_end = instant_near(view, lead.facts, asked_start)
        elif months == 0 and (said_end := year_end_base(view, question, end)) is not None:
            # "between year-end 2008 and June 30, 2009": the balance sheet's date in 2008, not June 30, 2008
            pend = base_end = said_end
        elif pend is None and months == 0:
            pend = prior_of([f for f in lead.facts if f.months == 0], end, 0)
        prior = pick(view, lead, pend, months) if pend else None
        if prior is None:
            return refuse(
                question,
                intent,
                "period_not_reported",
                f"{who} ({acc}) reports no {measure.label} for the comparable period a year before {end.isoformat()}",
                **base,
            )
        if prior.fact.concept != picks[0].fact.concept:
            prior = next(
                (
                    f
                    for f in lead.facts
                    if f.fact.concept == picks[0].fact.concept and f.fact.end == pend and f.months == months
                ),
                prior,
            )
        picks.append(prior)
        asked.append({**asked[0], "end": pend})
        if intent.comparison == "growth":
            # "give 2023 / 2022 - 1": the growth as the question spells it (of two benefits, a larger one grew)
            spelled = re.search(r"/\s*[\w ,.'’]{1,30}?[-−–]\s*1\b", question) is not None
            growth = "e0 / e1 - 1" if spelled else "(e0 - e1) / abs(e1)"
            formula, kind, unit, display = growth, "trend", "pure", PERCENT
        else:
            formula, kind = "e0 - e1", "trend"
    elif share:
        if not within:
            # "foreign government securities as a share of Apple's Level 2 current marketable securities": the whole
            # is read for the members its own words name, the part's line being the whole's
            whole_said = share_whole(question)
            if whole_said is not None:
                within = {m for m, _, _ in member_mentions(whole_said, view, [picks[0].fact.concept], [])} & {
                    m for _, m in picks[0].dims
                }
        total = concept_facts(view, measure, within)
        tfact = next(
            (
                f
                for f in total.facts
                if f.fact.concept == picks[0].fact.concept and f.fact.end == end and f.months == months
            ),
            None,
        )
        if tfact is None:
            return refuse(
                question,
                intent,
                "concept_not_reported",
                f"{who} ({acc}) reports no consolidated {measure.label} {describe(end, months)}",
                **base,
            )
        picks.append(tfact)
        # (the whole is asked for the members its words name, each on the axis the whole's fact carries it on)
        whole_axes = {m: a for a, m in tfact.dims}
        asked.append(
            {
                **asked[0],
                "members": sorted([f"{whole_axes.get(m, '?')}={m}" for m in within] + view.entity_members(tfact.key)),
            }
        )
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
    label = label_of(view, chosen) if chosen else measure.label
    since = f"since {base_end.isoformat()}" if base_end is not None else None
    if intent.comparison == "growth" and measure.kind == "concept":
        label = f"{measure.label} growth {since or 'year over year'}"
    elif intent.comparison == "difference" and measure.kind == "concept":
        label = f"change in {measure.label} {since or 'from a year earlier'}"
    elif share:
        label = f"share of {measure.label}"
    claim = Claim(
        id="c1",
        kind=kind,
        name=measure.name if not intent.comparison else f"{measure.name}_{intent.comparison}",  # type: ignore[arg-type]
        value=value,
        unit=unit,
        formula=formula,
        evidence=[f.key for f in picks],
        text=label,
        display=display,
        period=period_text,
        note="reported as " + ", ".join(dict.fromkeys(f.fact.concept for f in picks)),
    )
    graph = GraphFacts.read(store, claim.evidence)
    # (a registrant's fact read without its legal-entity member is cited dimensional: P09 checks that member)
    checks = [check_claim(claim, graph, acc, members=bool(members) or any(f.key in view.entity for f in picks))]
    policy = checker.check(answer_instances([claim], graph, asked))
    of = f" ({', '.join(intent.member_text)})" if members else ""
    scale = {"USD": "US dollars", "USD/shares": "US dollars per share", "shares": "shares", "pure": "a fraction"}.get(
        unit, unit
    )
    shown_value = claim.rendered()
    text = f"{who}: {label}{of} {period_text} was {shown_value} ({scale}; value {value!r})."
    masks = [acc, who, period_text, f"value {value!r}", *intent.member_text, label]
    text, verification = verify_text(text, [claim], checks, masks)
    common = dict(
        accession=acc, company=who, period=period_text, metric=claim.name, intent=intent, claims=[claim], policy=policy
    )
    if verification.status != "verified" or not policy.passed:
        why = "; ".join(v.policy for v in policy.violations) or verification.status
        rest = {k: v for k, v in common.items() if k != "intent"}
        return refuse(question, intent, "not_verified", f"the answer did not verify ({why})", **rest)
    # Every word of the question must be the answer's: a word its lines, members and measure do not explain names
    # another line or member, and the answer would be for another question.
    names = [measure.name, *measure.inputs]
    phrases = (
        tuple(ph for n in names if n in MEASURES for ph in MEASURES[n].phrases)
        + ((intent.measure.phrase,) if intent.measure.phrase and line is None else ())
        + tuple(intent.member_text)  # the words that named the members ("unallocated corporate")
        + explained
    )
    others = {(h.start, h.end) for h in measure_hits(question) if h.measure not in names}
    lines = [
        *dict.fromkeys(f.fact.concept for f in picks),  # (in the order cited: the first is the line the words name)
        *measure.concepts,
        *(c for p in measure.parts for c in p.concepts),
        *(c for n in names if n in MEASURES for c in MEASURES[n].concepts),
    ]
    # a data set's custom element carries no per-share unit: a small amount of one may be per unit ("cash
    # distribution to class B units", $0.30)
    per_unit = all(f.fact.concept.startswith("custom:") for f in picks) and abs(value) < 1000
    # the lines cited explain the question's words, and the catalogue's other elements for the measure
    answered_lines = list(dict.fromkeys(f.fact.concept for f in picks))
    stray = unexplained_words(
        view,
        question,
        [b for b in blocked if b not in others],
        answered_lines,
        members,
        phrases,
        None if per_unit else unit,
        narrow=line is not None,
        quoted=caption is not None,
        alternatives=tuple(c for c in lines if c not in answered_lines),
    )
    # "capex (purchase of property and equipment)": jargon the catalogue reads as the very line answered
    answered = set(answered_lines)
    stray = [w for w in stray if not any(answered & set(MEASURES[h.measure].concepts) for h in measure_hits(w))]
    if stray and "model" not in intent.parser and line is None and sides is None:
        # the line that holds every word of the question, where the catalogue's reading left some over
        again = _second_reading(
            store, view, asked_intent, question, blocked, (checker, answer_cls, refuse, resolver), 0, lines
        )
        if again is not None:
            return again
    if stray and "model" not in intent.parser:  # a model read the question's words as the measure it named
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}) reports {label}{of} {period_text} ({shown_value}), but nothing of it for "
            f"{', '.join(repr(w) for w in stray)} in the question: that would be another line or member",
            available=[f"{label}{of} {period_text}: {shown_value}"],
            accession=acc,
            company=who,
        )
    # (a line quoted by its own label is the line asked, whatever other filers' labels of its element say)
    left_in = includes_left_out(view, sorted(answered), question) if len(answered) == 1 and not caption else None
    if left_in is not None:
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}) reports {label}{of} {period_text} ({shown_value}), which holds {left_in!r}: the question "
            "leaves that out",
            available=[f"{label}{of} {period_text}: {shown_value}"],
            accession=acc,
            company=who,
        )
    balance_asked = asked_kind(asked_intent, question)
    odd = not_what_was_asked(measure, picks, formula, value, balance_asked, question, intent.comparison)
    if odd:
        return refuse(
            question,
            intent,
            "concept_not_reported",
            f"{who} ({acc}): the question asks for {odd}; the answer read is {label}{of} {period_text} ({shown_value})",
            available=[f"{label}{of} {period_text}: {shown_value}"],
            accession=acc,
            company=who,
        )
    return answer_cls(
        question=question,
        status="ok",
        answer=text,
        value=value,
        unit=unit,
        evidence=claim.evidence,
        formula=formula,
        **common,
    )
