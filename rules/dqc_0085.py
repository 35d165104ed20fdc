"""DQC.US.0085 — deferred tax assets and liabilities (docs/DQC_US_0085, source/us/2024/DQC_0085.xule).

The DQC rules taxonomy's group ``DeferredTaxAssetsAndLiabilities`` names the balance-sheet concepts
(DeferredIncomeTaxAssetsNet, DeferredIncomeTaxLiabilitiesNet) and the footnote ones (DeferredTaxAssetsNet,
DeferredTaxAssetsLiabilitiesNet, DeferredTaxLiabilities), each with its element id:
- .9361: a footnote concept carrying it is presented in a financial statement (a ``- Statement -`` role); not on 8-K;
- .9362 / .9363: each fact of DeferredIncomeTaxAssetsNet / …LiabilitiesNet when the concept has no calculation parent
  in the filing;
- .9364 / .9365: each fact of DeferredTaxAssetsNet / DeferredTaxAssetsLiabilitiesNet that has Assets among its
  calculation ancestors (any network); .9367: DeferredTaxLiabilities below Liabilities or LiabilitiesAndStockholdersEquity.
Not applied to periods ending before 2020-01-03 (the end of the rule's public exposure; its document gives no date).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches, structure_finding
from auditgraph.rules.dates import document_type
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0085"
NAME = "Deferred tax assets and liabilities"
GROUP = "DeferredTaxAssetsAndLiabilities"
NO_PARENT = {"us-gaap:DeferredIncomeTaxAssetsNet": "Assets", "us-gaap:DeferredIncomeTaxLiabilitiesNet": "Liabilities"}
FORBIDDEN_ANCESTORS = {
    "us-gaap:DeferredTaxAssetsNet": ("us-gaap:Assets",),
    "us-gaap:DeferredTaxAssetsLiabilitiesNet": ("us-gaap:Assets",),
    "us-gaap:DeferredTaxLiabilities": ("us-gaap:Liabilities", "us-gaap:LiabilitiesAndStockholdersEquity"),
}


def _props(f) -> str:
    return f"Period :{f.display_period()}\nDimensions : {dims_text(f.dims)}\nUnit : {f.unit}\nDecimals: {f.decimals}"


def _tail(element: str, version: str | None) -> str:
    return f"\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    listed = data.concepts(GROUP)
    parents: dict[str, set[str]] = {}
    for e in view.calc:
        parents.setdefault(e.child, set()).add(e.parent)

    def ancestors(c: str) -> set[str]:
        out, queue = set(), [c]
        while queue:
            for p in parents.get(queue.pop(), ()):
                if p not in out:
                    out.add(p)
                    queue.append(p)
        return out

    # .9361: footnote concepts on the face statements
    if document_type(view).upper() != "8-K" and concept is None and period is None:
        statements = [r for uri, r in sorted(view.roles.items()) if "- Statement " in r.definition]
        for c in listed:
            element = next((e for e in data.elements.get(c, []) if e.endswith(".9361")), None)
            if element is None:
                continue
            shown = sorted(
                r.uri
                for r in statements
                if any(c == p or c in kids for p, kids in view.presentation.get(r.uri, {}).items())
            )
            result.evaluated += 1
            if not shown:
                result.passed += 1
                continue
            result.findings.append(
                structure_finding(
                    RULE,
                    view,
                    element,
                    c,
                    (
                        f"The element {c} appears in the face financial statements of the filing.  This element is a "
                        "footnote concept that should only be used in a footnote disclosure.  To report the value of "
                        "deferred taxes on the balance sheet either the element DeferredIncomeTaxAssetsNet or "
                        "DeferredIncomeTaxLiabilitiesNet should be used depending if it is a liability or an asset."
                        + _tail(element, data.version)
                    ),
                    key=[],
                    role=shown[0],
                )
            )
    for c in listed:
        ids = [e for e in data.elements.get(c, []) if not e.endswith(".9361")]
        if not ids:
            continue
        element = ids[0]
        facts = [
            f
            for f in sorted(view.by_concept.get(c, []), key=lambda f: f.key)
            if matches(concept, period, {c}, {f.period})
        ]
        if not facts:
            continue
        if c in NO_PARENT:
            bad = not parents.get(c)
            why = (
                f"does not appear in a calculation defined in the filing.  This concept is a balance sheet item and "
                f"should appear on the balance sheet or as a component of a balance sheet item in the footnotes. To "
                f"resolve the error the element {c.split(':')[-1]} needs to be either included with the Balance Sheet "
                f"Location Axis or be included in a calculation with {NO_PARENT[c]} as an ancestor."
            )
        elif c in FORBIDDEN_ANCESTORS:
            hit = sorted(set(FORBIDDEN_ANCESTORS[c]) & ancestors(c))
            bad = bool(hit)
            why = (
                f"is also included as a calculation descendant of {' or '.join(h.split(':')[-1] for h in hit)} in the "
                "financial statements. This element is a footnote element and should not appear in the face "
                "financial statements."
            )
        else:
            continue
        for f in facts:
            result.evaluated += 1
            if not bad:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    f,
                    element,
                    (
                        f"The element {c} with a value {fmt(f.value)} {why}\n\n{_props(f)}"
                        + _tail(element, data.version)
                    ),
                )
            )
    return result
