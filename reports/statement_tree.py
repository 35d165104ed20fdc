"""A statement's presentation network as lines: which role is the statement, the tree walked arc by arc (a concept
presented twice, as Apple's cash at the start and the end of the year, is two lines), what each preferred label
role means (period start or end, negated), and the axes whose members the statement breaks lines down by.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from auditgraph.errors import NotFound
from auditgraph.reports.statement_model import STATEMENT_CODES

# Structural parts of a table (XBRL Dimensions): never lines of their own. Recognised by substitution group where
# the taxonomy is loaded, else by the names the US-GAAP taxonomy gives them.
STRUCTURAL_GROUPS = frozenset({"xbrldt:dimensionItem", "xbrldt:hypercubeItem"})
STRUCTURAL_SUFFIXES = ("Table", "LineItems", "Axis", "Domain", "Member")
ABSTRACT_SUFFIXES = ("Abstract", "RollForward")


@dataclass(frozen=True)
class Node:
    concept: str
    label: str
    depth: int  # among the nodes a reader sees: tables, axes and line-item wrappers do not indent
    abstract: bool
    preferred_label: str | None
    axis: bool  # a dimension (its descendants are members, not line items)
    structural: bool
    under_axis: str | None  # the axis a member is presented under


def role_local(preferred: str | None) -> str:
    """http://www.xbrl.org/2003/role/negatedPeriodEndLabel → negatedPeriodEndLabel."""
    return (preferred or "").rsplit("/", 1)[-1]


def is_negated(preferred: str | None) -> bool:
    """The negated label roles (negatedLabel, negatedTerseLabel, negatedTotalLabel, negatedPeriodStartLabel …) ask
    for the value to be shown with its sign flipped (XBRL LRR): a payment reported as 1,000 printed as (1,000)."""
    return role_local(preferred).startswith("negated")


def period_edge(preferred: str | None) -> str | None:
    """'start' or 'end' for the period start and end label roles (the opening and closing balance of a
    roll-forward: the instant before the column's first day, the instant of its last), else None."""
    local = role_local(preferred).lower()
    if "periodstart" in local:
        return "start"
    if "periodend" in local:
        return "end"
    return None


def _comprehensive(role: dict) -> bool:
    return "comprehensive" in f"{role['definition'] or ''} {role['role']}".lower()


def choose_role(roles: list[dict], kind: str) -> dict:
    """The largest non-parenthetical role of the kind's classification. A statement of comprehensive income is a
    CI role, or an income-statement role named for comprehensive income (the role classification reads some, e.g.
    Apple's 10-K 2023, as IS); an income statement prefers a role that is not."""
    for code in STATEMENT_CODES[kind]:
        candidates = [r for r in roles if r["statement"] == code and not r["parenthetical"]]
        if kind == "comprehensive":
            candidates += [r for r in roles if r["statement"] == "IS" and not r["parenthetical"] and _comprehensive(r)]
        if candidates:
            return max(candidates, key=lambda r: (kind != "income" or not _comprehensive(r), r["edges"], r["role"]))
    shown = ", ".join(sorted({r["statement"] for r in roles})) or "none"
    raise NotFound(f"the filing presents no {kind} statement (its face statements: {shown})")


def _structural(concept: str, group: str | None) -> bool:
    return group in STRUCTURAL_GROUPS or concept.split(":")[-1].endswith(STRUCTURAL_SUFFIXES)


def walk(edges: list[dict]) -> list[Node]:
    """Every node of the network in presentation order, depth-first from the roots, one per arc (a concept presented
    under two arcs is two nodes); an arc that would close a cycle (a broken linkbase) is left out."""
    children: dict[str, list[dict]] = defaultdict(list)
    for e in edges:
        children[e["parent"]].append(e)
    child_set = {e["child"] for e in edges}
    root_labels = {e["parent"]: e["parent_label"] for e in edges}
    out: list[Node] = []

    def visit(e: dict, depth: int, ancestors: frozenset[str], axis: str | None) -> None:
        concept = e["child"]
        if concept in ancestors:
            return
        structural = _structural(concept, e.get("child_group"))
        is_axis = structural and (e.get("child_group") == "xbrldt:dimensionItem" or concept.endswith("Axis"))
        abstract = bool(e.get("child_abstract")) or concept.split(":")[-1].endswith(ABSTRACT_SUFFIXES)
        out.append(
            Node(
                concept, e["child_label"], depth, abstract, e.get("preferred_label") or None, is_axis, structural, axis
            )
        )
        below = concept if is_axis else axis
        for c in sorted(children.get(concept, []), key=_arc_order):
            visit(c, depth if structural else depth + 1, ancestors | {concept}, below)

    for root in sorted(p for p in children if p not in child_set):
        out.append(Node(root, root_labels[root], 0, True, None, False, _structural(root, None), None))
        for c in sorted(children[root], key=_arc_order):
            visit(c, 1, frozenset({root}), None)
    return out


def _arc_order(e: dict) -> tuple:
    return (e["order"] if e["order"] is not None else 0, e["child"])


def axis_members(nodes: list[Node]) -> dict[str, list[Node]]:
    """axis → its members as presented (domains included: a fact never carries the default, so it finds none)."""
    members: dict[str, list[Node]] = defaultdict(list)
    for n in nodes:
        if n.under_axis and not n.axis:
            members[n.under_axis].append(n)
    return dict(members)


def line_items(nodes: list[Node]) -> list[Node]:
    """The nodes a reader sees as lines (abstract headings included): not the table's structure, not members."""
    return [n for n in nodes if not n.structural and n.under_axis is None]
