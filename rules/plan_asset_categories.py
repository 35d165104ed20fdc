"""What DQC.US.0069 and 0070 share: the plan asset categories axis, its tree in the filing's definition linkbase and
the facts of one line item aligned on every aspect but that axis."""

from __future__ import annotations

from collections import defaultdict

from auditgraph.rules.view import Fact, FilingView

AXIS = "us-gaap:DefinedBenefitPlanByPlanAssetCategoriesAxis"
DOMAIN = "us-gaap:PlanAssetCategoriesDomain"
FAIR_VALUE = "us-gaap:DefinedBenefitPlanFairValueOfPlanAssets"


def tree_arcs(view: FilingView, axis: str, role: str | None = None) -> list[tuple[str, str, str]]:
    """(role, source, target) of every dimension-domain and domain-member arc reachable from ``axis`` in the filing's
    definition linkbase (one role, or all), breadth first — what xule's ``navigate dimensions descendants`` walks."""
    out: list[tuple[str, str, str]] = []
    roles = sorted({r for r, a in view.axis_domains if a == axis and (role is None or r == role)})
    for r in roles:
        tree = view.domain_members.get(r, {})
        seen, queue = {axis}, []
        for d in view.axis_domains[(r, axis)]:
            out.append((r, axis, d))
            if d not in seen:
                seen.add(d)
                queue.append(d)
        while queue:
            node = queue.pop(0)
            for m in tree.get(node, []):
                out.append((r, node, m))
                if m not in seen:
                    seen.add(m)
                    queue.append(m)
    return out


def parents_of(view: FilingView, member: str) -> set[str]:
    """The sources of the arcs that reach ``member`` below the categories axis, in any role (the axis itself when the
    member sits directly under it, as its domain does)."""
    return {s for _, s, t in tree_arcs(view, AXIS) if t == member}


def alignment(f: Fact) -> tuple:
    """Every aspect of a fact but its member on the categories axis: facts aligned on it are compared."""
    return (f.period, f.unit, tuple(d for d in f.dims if not d.startswith(AXIS + "=")))


def by_alignment(facts: list[Fact]) -> dict[tuple, list[Fact]]:
    out: dict[tuple, list[Fact]] = defaultdict(list)
    for f in facts:
        out[alignment(f)].append(f)
    return out
