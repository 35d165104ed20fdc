"""The graph rows of a taxonomy's or a filing's typed records: concepts, roles, labels (standard and company)
and relationships, written with ``UNWIND $rows … MERGE`` by :mod:`auditgraph.ingest.loader`,
:mod:`auditgraph.ingest.taxonomy` and :mod:`auditgraph.ingest.fsds`."""

from __future__ import annotations

from auditgraph.ingest.linkbase import relationship_type
from auditgraph.ingest.progress import progress_bar
from auditgraph.ingest.records import ConceptDecl, Label, Relationship, RoleType
from auditgraph.ingest.roles import classify_role
from auditgraph.store.base import GraphStore

REL_QUERY = {
    "SUMMATION_ITEM": "ingest.rel_calc",
    "PARENT_CHILD": "ingest.rel_pres",
    "ALL": "ingest.rel_all",
    "NOT_ALL": "ingest.rel_not_all",
    "HYPERCUBE_DIMENSION": "ingest.rel_hypercube_dimension",
    "DIMENSION_DOMAIN": "ingest.rel_dimension_domain",
    "DOMAIN_MEMBER": "ingest.rel_domain_member",
    "DIMENSION_DEFAULT": "ingest.rel_dimension_default",
}
LABEL_ROLES = {
    "http://www.xbrl.org/2003/role/label": "label",
    "http://www.xbrl.org/2003/role/terseLabel": "terse_label",
    "http://www.xbrl.org/2003/role/documentation": "documentation",
}


def concept_rows(concepts: list[ConceptDecl], source: str) -> list[dict]:
    return [
        {
            "qname": c.qname,
            "name": c.name,
            "namespace": c.namespace or None,
            "declared": c.declared,
            "balance": c.balance,
            "period_type": c.period_type,
            "data_type": c.data_type,
            "abstract": c.abstract,
            "substitution_group": c.substitution_group,
            "source": source,
        }
        for c in concepts
    ]


def role_rows(roles: list[RoleType], source: str) -> list[dict]:
    rows = []
    for r in roles:
        statement, paren = classify_role(r.uri, r.definition)
        rows.append(
            {"uri": r.uri, "definition": r.definition, "statement": statement, "parenthetical": paren, "source": source}
        )
    return rows


def label_rows(labels: list[Label], owned: set[str]) -> list[dict]:
    """One row per concept: standard, terse and documentation labels, English preferred."""
    best: dict[str, dict[str, tuple[int, str]]] = {}
    for lab in labels:
        field_name = LABEL_ROLES.get(lab.role)
        if field_name is None:
            continue
        rank = 0 if lab.lang in ("en-us", "en") else 1 if lab.lang.startswith("en") else 2
        slot = best.setdefault(lab.qname, {})
        if field_name not in slot or (rank, lab.text) < slot[field_name]:
            slot[field_name] = (rank, lab.text)
    return [
        {
            "qname": qn,
            "owned": qn in owned,
            **{
                k: (v[1] if v else None)
                for k, v in ((f, slot.get(f)) for f in ("label", "terse_label", "documentation"))
            },
        }
        for qn, slot in sorted(best.items())
    ]


def company_label_rows(labels: list[Label]) -> list[dict]:
    """Every distinct English label text of each concept, whatever its role (what a reader of the filing sees)."""
    texts: dict[str, set[str]] = {}
    for lab in labels:
        if lab.lang.startswith("en") and lab.text.strip() and lab.role != "http://www.xbrl.org/2003/role/documentation":
            texts.setdefault(lab.qname, set()).add(" ".join(lab.text.split()))
    return [{"qname": qn, "labels": sorted(t)} for qn, t in sorted(texts.items())]


STANDARD_LABEL = "http://www.xbrl.org/2003/role/label"


def labels_by_role(labels: list[Label]) -> dict[tuple[str, str], str]:
    """(concept, label role) → the English text (en-US first, then en, then other English), whitespace folded."""
    best: dict[tuple[str, str], tuple[int, str]] = {}
    for lab in labels:
        if not lab.lang.startswith("en") or not lab.text.strip():
            continue
        rank = 0 if lab.lang in ("en-us", "en-US") else 1 if lab.lang == "en" else 2
        text = " ".join(lab.text.split())
        if (lab.qname, lab.role) not in best or (rank, text) < best[(lab.qname, lab.role)]:
            best[(lab.qname, lab.role)] = (rank, text)
    return {k: v[1] for k, v in best.items()}


def presentation_label(labels: dict[tuple[str, str], str], concept: str, preferred: str | None) -> str | None:
    """The label a presentation arc shows for its child: the text of its preferred label role (total, period start,
    negated …), else the standard label (XBRL 2.1 §5.2.4.2.1: preferredLabel names the role of the label to use)."""
    return labels.get((concept, preferred or STANDARD_LABEL)) or labels.get((concept, STANDARD_LABEL))


def write_relationships(
    store: GraphStore,
    rels: list[Relationship],
    source: str,
    show_progress: bool | None = None,
    labels: list[Label] | None = None,
) -> int:
    """``labels``: the source's own labels; each presentation edge keeps the text it shows for its child."""
    texts = labels_by_role(labels or [])
    by_type: dict[str, list[dict]] = {}
    for r in rels:
        t = relationship_type(r.arcrole)
        if t is None:
            continue
        by_type.setdefault(t, []).append(
            {
                "parent": r.parent,
                "child": r.child,
                "role": r.role,
                "order": r.order,
                "weight": r.weight,
                "arcrole": r.arcrole,
                "preferred_label": r.preferred_label or "",
                "closed": r.closed,
                "context_element": r.context_element,
                "target_role": r.target_role,
                "usable": r.usable,
                "label": presentation_label(texts, r.child, r.preferred_label) if t == "PARENT_CHILD" else None,
            }
        )
    total = sum(len(v) for v in by_type.values())
    with progress_bar(f"relationships {source}", total, show_progress) as advance:
        for t in sorted(by_type):
            store.run_batch(REL_QUERY[t], by_type[t], extra={"source": source}, on_batch=advance)
    return total
