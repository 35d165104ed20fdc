"""DQC.US.0099 — statements without calculations (docs/DQC_US_0099, source/us/2024/DQC_0099.xule).

Every monetary concept presented on a face statement should take part in a calculation relationship somewhere in the
filing (any role, the filing's own calculation linkbase): a relationship counts when both its total and its item are
presented on that statement. One finding per statement lists the concepts that do not (element id .9533).

Statements: the filing's presentation roles whose definition contains "- Statement -" and none of the rule document's
words (parenthetical, equity, deficit, stockholders, capital, investments, changes, shareholder, convertible,
preferred, temporary equity, redeemable; any case). Each is read as the .xule reads it:
- a definition containing "cash": monetary duration concepts, less the effect of exchange rates and discontinued
  operations, the monetary descendants of the supplemental / non-cash abstracts on that statement, and the us-gaap
  release's descendants of its three non-cash abstracts ($NON_CF_ITEMS);
- presenting IncomeStatementAbstract: monetary duration concepts, less the listed exceptions (CommitmentsAndContingencies,
  comprehensive income totals …), the supplemental income statement abstracts' monetary descendants and the release's
  equity roll-forward items ($SSH_EXCEPTIONS, descendants of IncreaseDecreaseInStockholdersEquityRollForward);
- presenting StatementOfFinancialPositionAbstract: monetary instant concepts, less the same listed exceptions. Assets is
  also exempt unless another asset total is presented ($ASSET_TYPES): that constant is not published, so an Assets left
  without a calculation is listed as not evaluable rather than judged;
- any other statement: every monetary concept, less the exceptions above and the two ESOP plan transfers.
The lists: rules/dqc_data/2024/dqc_0099_exceptions.csv. Monetary and period type come from the concept's declaration in
the graph, else from the filing's facts of it (a currency unit; instant or duration); a concept the graph tells
nothing of is listed as not evaluable. Effective from 2021-01-01.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from functools import lru_cache
from importlib import resources

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import rel_id, structure_finding
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0099"
NAME = "Statements without calculations"
ELEMENT = f"{RULE}.9533"
STATEMENT_MARK = "- statement -"
INCOME_STATEMENT = "IncomeStatementAbstract"
BALANCE_SHEET = "StatementOfFinancialPositionAbstract"
ASSETS = "Assets"
# Names a concept of no declaration and no fact can only be when it is not monetary (XBRL dimensional and abstract
# naming in the us-gaap family and in company extensions alike).
STRUCTURAL_SUFFIXES = ("Abstract", "Table", "Axis", "Domain", "Member", "LineItems")


@lru_cache(maxsize=1)
def exceptions() -> dict[str, tuple[str, ...]]:
    """kind -> names (package data, from DQC_0099.xule and DQC_0099.md)."""
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / "dqc_0099_exceptions.csv"
    out: dict[str, list[str]] = defaultdict(list)
    with path.open(encoding="utf-8") as fh:
        for r in csv.DictReader(line for line in fh if not line.startswith("#")):
            out[r["kind"]].append(r["name"])
    return {k: tuple(v) for k, v in out.items()}


def _local(q: str) -> str:
    return q.rsplit(":", 1)[-1]


def statement_roles(view: FilingView) -> list[tuple[str, str]]:
    """(role, definition) of the statements the rule checks ($STATEMENT_PRES_NETWORKS), sorted."""
    words = exceptions()["role_word"]
    out = []
    for uri, info in sorted(view.roles.items()):
        d = info.definition.lower()
        if STATEMENT_MARK in d and not any(w in d for w in words):
            out.append((uri, info.definition))
    return out


def _release_descendants(view: FilingView, release: str, roots: list[str]) -> set[str]:
    """Local names of every descendant of ``roots`` (local names in the release's own prefix) in the release's
    presentation networks, any role, walked one level per query."""
    frontier = sorted(f"us-gaap:{r}" for r in roots)
    seen: set[str] = set(frontier)
    out: set[str] = set()
    while frontier:
        rows = view.store.run("rules.dqc_0099.release_children", {"release": release, "concepts": frontier})
        nxt = sorted({r["child"] for r in rows} - seen)
        seen |= set(nxt)
        out |= {_local(c) for c in nxt}
        frontier = nxt
    return out


class ConceptKinds:
    """Whether a presented concept is monetary and its period type: its declaration, else the filing's facts."""

    def __init__(self, view: FilingView, concepts: set[str]):
        rows = view.store.run("rules.dqc_0099.concepts", {"concepts": sorted(concepts)})
        self.decl = {r["qname"]: r for r in rows}
        self.facts: dict[str, list] = defaultdict(list)
        for c in concepts:
            self.facts[c] = list(view.by_concept.get(c, []))
        for f in view.any_facts(sorted(c for c in concepts if c not in view.by_concept)):
            self.facts[f.concept].append(f)

    def namespace(self, c: str) -> str:
        return (self.decl.get(c) or {}).get("namespace") or ""

    def monetary(self, c: str) -> bool | None:
        d = self.decl.get(c) or {}
        if d.get("data_type"):
            return str(d["data_type"]).endswith("monetaryItemType")
        if d.get("abstract"):
            return False
        facts = self.facts.get(c) or []
        if facts:
            units = [f.unit or "" for f in facts]
            return all(len(u) == 3 and u.isalpha() and u.isupper() for u in units)  # an ISO 4217 currency
        if _local(c).endswith(STRUCTURAL_SUFFIXES):
            return False
        return None

    def period_type(self, c: str) -> str | None:
        d = self.decl.get(c) or {}
        if d.get("period_type"):
            return str(d["period_type"])
        facts = self.facts.get(c) or []
        if facts:
            return "instant" if all(f.instant for f in facts) else "duration"
        return None


def message(definition: str, items: list[str], cash: bool, version: str | None) -> str:
    if cash:
        abstracts = ", ".join(sorted(exceptions()["non_cf_abstract"]))
        tail = (
            "\nIf the item is an additional disclosure in the cash flow statement then make sure that is included as a "
            f"child of one of the following abstract items:\n{abstracts}"
        )
    else:
        tail = (
            "If the item is an additional disclosure in the income statement statement then make sure that is included "
            "as a child of one of the following abstract items:\nShareBasedCompensationAllocationAndClassificationIn"
            "FinancialStatementsAbstract, \nSupplementalIncomeStatementElementsAbstract"
        )
    listed = ", \n".join(items)
    return (
        f"\nThe following elements are in the presentation linkbase of {definition} but are not included in any "
        f"calculation relationship in the filing.\n{listed}\nAll elements appearing in the face of the financial "
        "statements should be included in a calculation relationship somewhere in the filing. Items not included in "
        "the financial statement calculations but included in the presentation are referred to as parenthetical "
        "items. These usually appear as a referenced item, or as a value in parenthesis describing that the value "
        "reported includes another specific amount.  These values should be reported in a seperate link role for "
        "parenthetical items.\n\nThis rule will produce an error irrespective of a fact value being entered for the "
        f"item(s) listed above.\n{tail}\n\nRule Element Id:{ELEMENT.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    roles = statement_roles(view)
    if not roles:
        result.status, result.reason = "not_evaluable", "the filing presents no statement role ('- Statement -')"
        return result
    release, _ = view.us_gaap_release
    if release is None:
        result.status = "not_evaluable"
        result.reason = (
            "no us-gaap release in the graph (the rule's non-cash and equity roll-forward lists come from it)"
        )
        return result
    ex = exceptions()
    non_cf_items = _release_descendants(view, release, list(ex["non_cf_items_root"]))
    ssh_items = _release_descendants(view, release, list(ex["ssh_root"]))
    presented = {role: view.presentation.get(role, {}) for role, _ in roles}
    every = {c for tree in presented.values() for p, cs in tree.items() for c in (p, *cs)}
    kinds = ConceptKinds(view, every)
    # The filing's calculation relationships, all roles ($calcRelationshipItems).
    calc_pairs = {(e.parent, e.child) for e in view.calc}

    for role, definition in roles:
        tree = presented[role]
        names = sorted({c for p, cs in tree.items() for c in (p, *cs)})
        locals_here = {_local(c) for c in names}
        cash = "cash" in definition.lower()
        if cash:
            kind, period_type = "cash flow", "duration"
        elif INCOME_STATEMENT in locals_here:
            kind, period_type = "income statement", "duration"
        elif BALANCE_SHEET in locals_here:
            kind, period_type = "balance sheet", "instant"
        else:
            kind, period_type = "other", None
        unknown = [c for c in names if kinds.monetary(c) is None]
        numeric = [
            c for c in names if kinds.monetary(c) and (period_type is None or kinds.period_type(c) == period_type)
        ]
        unknown += [c for c in names if kinds.monetary(c) and period_type and kinds.period_type(c) is None]
        in_calc = {c for p, ch in calc_pairs if p in numeric and ch in numeric for c in (p, ch)}

        def below(starts: tuple[str, ...], tree=tree) -> set[str]:
            """Monetary descendants in this statement of the concepts named ``starts`` (local names)."""
            out: set[str] = set()
            queue = [p for p in tree if _local(p) in starts]
            seen = set(queue)
            while queue:
                for ch in tree.get(queue.pop(), []):
                    if ch not in seen:
                        seen.add(ch)
                        queue.append(ch)
                        if kinds.monetary(ch):
                            out.add(ch)
            return out

        if cash:
            excluded_locals = set(ex["cf_exclusion"]) | non_cf_items
            excluded = below(ex["non_cf_abstract"])
        else:
            excluded_locals = set(ex["bs_is_exception"])
            excluded = below(ex["is_supplemental"])
            if kind in ("income statement", "other"):
                excluded_locals |= ssh_items
            if kind == "other":
                excluded_locals |= set(ex["ebp_exclusion"])
        missing = [
            c
            for c in numeric
            if c not in in_calc
            and c not in excluded
            and not (_local(c) in excluded_locals and family_of(kinds.namespace(c)) is not None)
        ]
        if kind == "balance sheet":
            for c in [c for c in missing if _local(c) == ASSETS and family_of(kinds.namespace(c)) is not None]:
                missing.remove(c)
                result.not_evaluable.append(
                    NotEvaluable(
                        rule=RULE,
                        concept=c,
                        role=role,
                        reason="Assets is presented without a calculation; DQC exempts it unless another asset total "
                        "($ASSET_TYPES, a constant the rule set does not publish) is presented",
                    )
                )
        for c in sorted(set(unknown) - excluded):
            if _local(c) in excluded_locals and family_of(kinds.namespace(c)) is not None:
                continue  # excepted by name whatever its type
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    concept=c,
                    role=role,
                    reason="neither the concept's declaration nor a fact of it is in the graph: whether it is a "
                    "monetary item of the statement's period type is not known",
                )
            )
        if concept is not None and concept not in names:
            continue
        result.evaluated += 1
        if not missing:
            result.passed += 1
            continue
        parents = {ch: p for p, cs in tree.items() for ch in cs}
        result.findings.append(
            structure_finding(
                RULE,
                view,
                ELEMENT,
                missing[0],
                message(definition, missing, cash, data.version),
                key=missing,
                role=role,
                evidence=[
                    rel_id("PARENT_CHILD", role, parents[c], c, view.accession) if c in parents else c for c in missing
                ],
            )
        )
    return result
