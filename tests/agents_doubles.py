"""A test double of the ToolBox for exercising the AuditFlow protocol without a graph.

``FactSheetToolBox`` holds a hand-written set of facts and a calculation / dimension structure and
answers the tool calls with simple arithmetic over them, in the observation shape the real tools
promise. It is not the rule engine (cypher/rules/ is): it exists so that protocol tests and API
tests of the agent layer have observations whose right answer is known by hand — seed a wrong
subtotal and the calculation check reports it with the right reported and expected values.
Tools the double does not model answer ``not_evaluable`` and say so.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from auditgraph.agents.toolbox import DYNAMIC_TOOLS, STATIC_TOOLS

_QUERY_SCHEMA = {
    "type": "object",
    "properties": {
        "accession": {"type": "string", "description": "filing accession number"},
        "concept": {"type": "string", "description": "qualified concept name, e.g. us-gaap:Assets"},
        "period": {"type": "string", "description": "YYYYMMDD instant or YYYYMMDD-YYYYMMDD duration"},
    },
    "required": ["accession", "concept", "period"],
}


@dataclass(frozen=True)
class SheetFact:
    concept: str
    period: str
    value: float | None
    unit: str = "USD"
    decimals: int = -6
    dims: tuple[tuple[str, str], ...] = ()


@dataclass
class FactSheetToolBox:
    accession: str
    cik: str
    facts: list[SheetFact]
    calc: dict[str, list[tuple[str, float]]] = field(default_factory=dict)  # parent -> (child, weight)
    dim_axes: dict[str, str] = field(default_factory=dict)  # line item -> checked axis
    non_negative: frozenset[str] = frozenset()
    calls: list[tuple[str, dict]] = field(default_factory=list)

    # -- ToolBox protocol -------------------------------------------------------------------------
    def specs(self) -> list[dict]:
        return [
            {
                "type": "function",
                "function": {"name": name, "description": f"{name} (test double)", "parameters": _QUERY_SCHEMA},
            }
            for name in sorted(STATIC_TOOLS + DYNAMIC_TOOLS)
        ]

    def call(self, name: str, arguments: dict) -> dict:
        self.calls.append((name, dict(arguments)))
        concept, period = str(arguments.get("concept", "")), str(arguments.get("period", ""))
        if arguments.get("accession") != self.accession:
            return self._obs(name, "not_found", f"no filing {arguments.get('accession')}")
        handler = getattr(self, f"_tool_{name}", None)
        if handler is None:
            return self._obs(name, "not_evaluable", f"{name} is not modelled by the protocol test double")
        return handler(concept, period)

    # -- helpers ----------------------------------------------------------------------------------
    def key(self, fact: SheetFact) -> str:
        base = f"{self.accession}:{self.cik}:{fact.concept}:{fact.period}:{fact.unit}"
        if not fact.dims:
            return base
        return base + ":" + hashlib.sha256(repr(sorted(fact.dims)).encode()).hexdigest()[:8]

    def fact(self, concept: str, period: str, dims: tuple = ()) -> SheetFact | None:
        return next((f for f in self.facts if f.concept == concept and f.period == period and f.dims == dims), None)

    def _fact_dict(self, f: SheetFact) -> dict:
        return {
            "key": self.key(f),
            "concept": f.concept,
            "value": f.value,
            "unit": f.unit,
            "decimals": f.decimals,
            "period": f.period,
            "dims": dict(f.dims),
        }

    @staticmethod
    def _obs(tool: str, status: str, message: str, evidence: list[str] | None = None, **extra) -> dict:
        return {"tool": tool, "status": status, "message": message, "evidence": evidence or [], **extra}

    def _finding(
        self, rule: str, total: SheetFact, expected: float, contributors: list[tuple[SheetFact, float]], message: str
    ) -> dict:
        keys = [self.key(total)] + [self.key(f) for f, _ in contributors]
        return {
            "rule": rule,
            "element_id": f"{rule}.{total.concept}",
            "severity": "error",
            "filing": self.accession,
            "concept": total.concept,
            "period": total.period,
            "dims": dict(total.dims),
            "unit": total.unit,
            "decimals": total.decimals,
            "reported": total.value,
            "expected": expected,
            "difference": (total.value or 0.0) - expected,
            "tolerance": 0.5 * 10 ** (-total.decimals),
            "contributors": [
                {"key": self.key(f), "concept": f.concept, "value": f.value, "weight": w} for f, w in contributors
            ],
            "role": "http://example.com/role/BalanceSheet",
            "evidence": keys,
            "message": message,
        }

    @staticmethod
    def _differs(a: float, b: float, decimals: int) -> bool:
        # XBRL calculation 1.1: round both sides to the facts' decimals before comparing.
        return round(a, decimals) != round(b, decimals)

    # -- static tools -----------------------------------------------------------------------------
    def _tool_lookup_concept_spec(self, concept: str, period: str) -> dict:
        known = {f.concept for f in self.facts} | set(self.calc)
        if concept not in known:
            return self._obs("lookup_concept_spec", "not_found", f"unknown concept {concept}")
        instant = "-" not in next((f.period for f in self.facts if f.concept == concept), period)
        return self._obs(
            "lookup_concept_spec",
            "ok",
            f"{concept} specification",
            spec={"qname": concept, "period_type": "instant" if instant else "duration"},
        )

    def _tool_walk_calc_tree(self, concept: str, period: str) -> dict:
        children = [{"concept": c, "weight": w} for c, w in self.calc.get(concept, [])]
        parents = sorted(p for p, kids in self.calc.items() if any(c == concept for c, _ in kids))
        return self._obs(
            "walk_calc_tree",
            "ok",
            f"{len(children)} children, {len(parents)} parents",
            children=children,
            parents=parents,
        )

    def _tool_list_dim_axes(self, concept: str, period: str) -> dict:
        axis = self.dim_axes.get(concept)
        return self._obs("list_dim_axes", "ok", f"{1 if axis else 0} axes", axes=[axis] if axis else [])

    def _tool_get_fact(self, concept: str, period: str) -> dict:
        f = self.fact(concept, period)
        if f is None:
            return self._obs("get_fact", "not_found", f"no fact {concept} at {period}")
        return self._obs("get_fact", "ok", f"{concept} = {f.value}", [self.key(f)], fact=self._fact_dict(f))

    def _tool_check_sign(self, concept: str, period: str) -> dict:
        if concept not in self.non_negative:
            return self._obs(
                "check_sign",
                "not_evaluable",
                f"{concept} is not on the non-negative list",
                findings=[],
                evaluated=0,
                not_evaluable=[{"concept": concept, "period": period, "reason": "not on list"}],
            )
        facts = [f for f in self.facts if f.concept == concept and f.period == period and f.value is not None]
        findings = [
            self._finding("DQC.US.0015", f, abs(f.value), [], f"{concept} is negative") for f in facts if f.value < 0
        ]
        return self._obs(
            "check_sign",
            "ok",
            f"{len(findings)} negative of {len(facts)}",
            [self.key(f) for f in facts],
            findings=findings,
            evaluated=len(facts),
            not_evaluable=[],
        )

    def _tool_check_calc_tree(self, concept: str, period: str) -> dict:
        total = self.fact(concept, period)
        reported = [(self.fact(c, period), w) for c, w in self.calc.get(concept, [])]
        reported = [(f, w) for f, w in reported if f is not None and f.value is not None]
        if total is None or not reported:
            reason = "no parent fact" if total is None else "no reported children"
            return self._obs(
                "check_calc_tree",
                "not_evaluable",
                reason,
                findings=[],
                evaluated=0,
                not_evaluable=[{"concept": concept, "period": period, "reason": reason}],
            )
        expected = sum(f.value * w for f, w in reported)
        decimals = min([total.decimals] + [f.decimals for f, _ in reported])
        findings = []
        if self._differs(total.value, expected, decimals):
            findings.append(
                self._finding(
                    "DQC.US.0126",
                    total,
                    expected,
                    reported,
                    f"{concept} {total.value} differs from its weighted sum {expected}",
                )
            )
        return self._obs(
            "check_calc_tree",
            "ok",
            f"{len(findings)} calculation inconsistencies",
            [self.key(total)] + [self.key(f) for f, _ in reported],
            findings=findings,
            evaluated=1,
            not_evaluable=[],
        )

    def _tool_check_dim_consistency(self, concept: str, period: str) -> dict:
        axis, total = self.dim_axes.get(concept), self.fact(concept, period)
        members = [
            f
            for f in self.facts
            if f.concept == concept
            and f.period == period
            and len(f.dims) == 1
            and f.dims[0][0] == axis
            and f.value is not None
        ]
        if axis is None or total is None or not members:
            return self._obs(
                "check_dim_consistency",
                "not_evaluable",
                "no checked axis with members",
                findings=[],
                evaluated=0,
                not_evaluable=[{"concept": concept, "period": period, "reason": "no checked axis"}],
            )
        expected = sum(f.value for f in members)
        findings = []
        if self._differs(total.value, expected, total.decimals):
            findings.append(
                self._finding(
                    "DQC.US.0117",
                    total,
                    expected,
                    [(f, 1.0) for f in members],
                    f"{concept} {total.value} differs from its {axis} member sum {expected}",
                )
            )
        return self._obs(
            "check_dim_consistency",
            "ok",
            f"{len(findings)} dimensional inconsistencies",
            [self.key(total)] + [self.key(f) for f in members],
            findings=findings,
            evaluated=1,
            not_evaluable=[],
        )

    # -- dynamic tools ----------------------------------------------------------------------------
    def _tool_get_fact_history(self, concept: str, period: str) -> dict:
        facts = sorted((f for f in self.facts if f.concept == concept and not f.dims), key=lambda f: f.period)
        history = [{"period": f.period, "value": f.value, "key": self.key(f)} for f in facts]
        return self._obs(
            "get_fact_history",
            "ok" if history else "not_found",
            f"{len(history)} periods",
            [h["key"] for h in history],
            history=history,
        )

    def _tool_detect_temporal_outlier(self, concept: str, period: str) -> dict:
        history = self._tool_get_fact_history(concept, period)["history"]
        current = next((h for h in history if h["period"] == period), None)
        prior = [h for h in history if h["period"] < period and h["value"]]
        if current is None or not prior or current["value"] is None:
            return self._obs("detect_temporal_outlier", "not_evaluable", "needs the current and a prior period")
        change = current["value"] / prior[-1]["value"] - 1.0
        return self._obs(
            "detect_temporal_outlier",
            "ok",
            f"change vs prior period {change:+.1%}",
            [current["key"], prior[-1]["key"]],
            outlier=abs(change) > 0.5,
            change=change,
        )


APPLE_2023_ACCESSION = "0000320193-23-000106"
FY2023_END, FY2022_END, FY2023 = "20230930", "20220924", "20221002-20230930"


def apple_2023_sheet(*, seeded_current_assets: float = 143_666e6) -> FactSheetToolBox:
    """Apple's FY2023 balance sheet (USD, decimals −6), with total current assets seeded wrong.

    The six current-asset lines add up to 143,566 million; the seeded AssetsCurrent says 143,666, so
    DQC.US.0126 must report reported 143,666 million and expected 143,566 million. Revenue by
    product adds up (DQC.US.0117 consistent); the buy-back is seeded negative (DQC.US.0015).
    """
    m = 1e6
    g = "us-gaap:"
    current = [
        ("CashAndCashEquivalentsAtCarryingValue", 29_965),
        ("MarketableSecuritiesCurrent", 31_590),
        ("AccountsReceivableNetCurrent", 29_508),
        ("NontradeReceivablesCurrent", 31_477),
        ("InventoryNet", 6_331),
        ("OtherAssetsCurrent", 14_695),
    ]
    noncurrent = [
        ("MarketableSecuritiesNoncurrent", 100_544),
        ("PropertyPlantAndEquipmentNet", 43_715),
        ("OtherAssetsNoncurrent", 64_758),
    ]
    products = [
        ("IPhoneMember", 200_583),
        ("MacMember", 29_357),
        ("IPadMember", 28_300),
        ("WearablesHomeandAccessoriesMember", 39_845),
        ("ServiceMember", 85_200),
    ]
    axis = "srt:ProductOrServiceAxis"
    facts = [SheetFact(g + name, FY2023_END, v * m) for name, v in current + noncurrent]
    facts += [
        SheetFact(g + "AssetsCurrent", FY2023_END, seeded_current_assets),
        SheetFact(g + "AssetsNoncurrent", FY2023_END, 209_017 * m),
        SheetFact(g + "Assets", FY2023_END, 352_583 * m),
        SheetFact(g + "LiabilitiesCurrent", FY2023_END, 145_308 * m),
        SheetFact(g + "LiabilitiesNoncurrent", FY2023_END, 145_129 * m),
        SheetFact(g + "Liabilities", FY2023_END, 290_437 * m),
        SheetFact(g + "AssetsCurrent", FY2022_END, 135_405 * m),
        SheetFact(g + "Assets", FY2022_END, 352_755 * m),
        SheetFact(g + "Liabilities", FY2022_END, 302_083 * m),
        SheetFact(g + "RevenueFromContractWithCustomerExcludingAssessedTax", FY2023, 383_285 * m),
        SheetFact(g + "PaymentsForRepurchaseOfCommonStock", FY2023, -77_550 * m),
    ]
    facts += [
        SheetFact(
            g + "RevenueFromContractWithCustomerExcludingAssessedTax", FY2023, v * m, dims=((axis, "aapl:" + member),)
        )
        for member, v in products
    ]
    return FactSheetToolBox(
        accession=APPLE_2023_ACCESSION,
        cik="320193",
        facts=facts,
        calc={
            g + "AssetsCurrent": [(g + name, 1.0) for name, _ in current],
            g + "AssetsNoncurrent": [(g + name, 1.0) for name, _ in noncurrent],
            g + "Assets": [(g + "AssetsCurrent", 1.0), (g + "AssetsNoncurrent", 1.0)],
            g + "Liabilities": [(g + "LiabilitiesCurrent", 1.0), (g + "LiabilitiesNoncurrent", 1.0)],
        },
        dim_axes={g + "RevenueFromContractWithCustomerExcludingAssessedTax": axis},
        non_negative=frozenset({g + "PaymentsForRepurchaseOfCommonStock", g + "InventoryNet"}),
    )
