"""Calculation and presentation navigation shared by the cash flow rules (DQC.US.0043, 0044, 0045), the way XULE's
``navigate`` walks them: network by network (one extended-link role at a time, never a path across roles), in the
filing's own linkbases or in the us-gaap release's (queries cypher/rules/common/release_*_parents), plus the rules'
package data and form applicability (rules/dqc_data/2024).
"""

from __future__ import annotations

import csv
from functools import lru_cache
from importlib import resources

from auditgraph.rules.view import CalcEdge, FilingView

RELEASE_PARENTS = {"calc": "rules.common.release_calc_parents", "pres": "rules.common.release_pres_parents"}


def paths_below(tree: dict[str, list[CalcEdge]], top: str, stop: frozenset[str] = frozenset()) -> dict[str, list[str]]:
    """descendant -> the first path of concepts from ``top`` to it in one network, breadth first. A concept in
    ``stop`` is neither returned nor walked below (XULE's ``stop when … where … not in``)."""
    out: dict[str, list[str]] = {}
    queue = [[top]]
    while queue:
        path = queue.pop(0)
        for e in tree.get(path[-1], []):
            if e.child in stop or e.child in out or e.child == top:
                continue
            out[e.child] = path + [e.child]
            queue.append(path + [e.child])
    return out


def effective_weight(tree: dict[str, list[CalcEdge]], top: str, bottom: str) -> float | None:
    """The product of the weights on the path from ``top`` to ``bottom`` in one network; 0 when several paths give
    different products (the concept is added with alternative weights), None when there is no path."""
    products: set[float] = set()

    def walk(node: str, product: float, seen: frozenset[str]) -> None:
        for e in tree.get(node, []):
            if e.child in seen:
                continue  # a cycle is no path
            if e.child == bottom:
                products.add(product * e.weight)
            else:
                walk(e.child, product * e.weight, seen | {e.child})

    walk(top, 1.0, frozenset({top}))
    if not products:
        return None
    return products.pop() if len(products) == 1 else 0.0


def below_in_release(
    view: FilingView, release: str, concepts: set[str], starts: set[str], arcs: str = "calc"
) -> set[str]:
    """Those of ``concepts`` that are descendants of one of ``starts`` in a single network of the release's
    calculation (``calc``) or presentation (``pres``) linkbases: the same answer as walking down from ``starts``,
    found by walking up from the few concepts asked about."""
    out: set[str] = set()
    # (network, concept reached, the concept asked about it stands for)
    frontier: set[tuple[str | None, str, str]] = {(None, c, c) for c in concepts}
    seen: set[tuple[str, str, str]] = set()
    while frontier:
        rows = view.store.run(
            RELEASE_PARENTS[arcs], {"release": release, "children": sorted({c for _, c, _ in frontier})}
        )
        by_child: dict[str, list[dict]] = {}
        for r in rows:
            by_child.setdefault(r["child"], []).append(r)
        nxt: set[tuple[str | None, str, str]] = set()
        for role, node, asked in frontier:
            for r in by_child.get(node, []):
                if role is not None and r["role"] != role:
                    continue
                if r["parent"] in starts:
                    out.add(asked)
                elif (r["role"], r["parent"], asked) not in seen and asked not in out:
                    seen.add((r["role"], r["parent"], asked))
                    nxt.add((r["role"], r["parent"], asked))
        frontier = {f for f in nxt if f[2] not in out}
    return out


@lru_cache(maxsize=8)
def package_names(filename: str, prefix: str = "us-gaap") -> frozenset[str]:
    """A one-column list of local names shipped in rules/dqc_data/2024, as qualified names."""
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / filename
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(line for line in fh if not line.startswith("#")))
    return frozenset(f"{prefix}:{r['name'].strip()}" for r in rows if r["name"].strip())
