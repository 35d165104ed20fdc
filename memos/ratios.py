"""Ratios and trends from one filing's consolidated facts, each a claim citing the facts it used.

Real filings name the same line differently: revenue is ``Revenues``, ``RevenueFromContractWithCustomer…``
(ASC 606, 2018 on) or ``SalesRevenueNet`` (2009–2017); the candidate the filing's income statement presents
wins (the largest when it presents several, i.e. the total over its parts), else the largest reported one.
Balance-sheet items are read at the period-end instant; flows over the report's duration (the fiscal year in
a 10-K, the year to date in a 10-Q, never a quarter beside it). Only non-dimensional facts are read.
A ratio that cannot be computed is listed with the reason instead of a number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from auditgraph.errors import InputError
from auditgraph.memos import formula as formulas
from auditgraph.memos.claims import PERCENT, TIMES, Claim
from auditgraph.memos.facts import Fact, FilingFacts

G = "us-gaap:"
REVENUE = [
    G + "Revenues",
    G + "RevenueFromContractWithCustomerExcludingAssessedTax",
    G + "RevenueFromContractWithCustomerIncludingAssessedTax",
    G + "SalesRevenueNet",
    G + "RevenuesNetOfInterestExpense",
    G + "SalesRevenueGoodsNet",
    G + "SalesRevenueServicesNet",
    G + "RegulatedAndUnregulatedOperatingRevenue",  # a utility's total operating revenues
    G + "UtilityRevenue",  # an electric and gas utility's (Entergy's "TOTAL" operating revenues)
]
NET_INCOME = [G + "NetIncomeLoss", G + "ProfitLoss", G + "NetIncomeLossAvailableToCommonStockholdersBasic"]
OPERATING_CASH = [
    G + "NetCashProvidedByUsedInOperatingActivities",
    G + "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
]
GROSS_PROFIT = [G + "GrossProfit"]
COST_OF_REVENUE = [G + "CostOfRevenue", G + "CostOfGoodsAndServicesSold", G + "CostOfGoodsSold", G + "CostOfServices"]
OPERATING_INCOME = [G + "OperatingIncomeLoss"]
INTEREST_EXPENSE = [
    G + "InterestExpense",
    G + "InterestExpenseNonoperating",
    G + "InterestExpenseDebt",
    G + "InterestAndDebtExpense",
]
ASSETS = [G + "Assets"]
ASSETS_CURRENT = [G + "AssetsCurrent"]
LIABILITIES = [G + "Liabilities"]
LIABILITIES_CURRENT = [G + "LiabilitiesCurrent"]
LIABILITIES_AND_EQUITY = [G + "LiabilitiesAndStockholdersEquity"]
EQUITY = [G + "StockholdersEquity", G + "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"]
TOTAL_EQUITY = [G + "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", G + "StockholdersEquity"]
CASH = [G + "CashAndCashEquivalentsAtCarryingValue", G + "Cash"]

ALL_CONCEPTS = sorted(
    {
        c
        for group in (
            REVENUE,
            NET_INCOME,
            OPERATING_CASH,
            GROSS_PROFIT,
            COST_OF_REVENUE,
            OPERATING_INCOME,
            INTEREST_EXPENSE,
            ASSETS,
            ASSETS_CURRENT,
            LIABILITIES,
            LIABILITIES_CURRENT,
            LIABILITIES_AND_EQUITY,
            EQUITY,
            TOTAL_EQUITY,
            CASH,
        )
        for c in group
    }
)

# name -> (label, display, statement family of the numerator) — the ratio vocabulary `ask` also uses.
RATIOS: dict[str, tuple[str, str]] = {
    "current_ratio": ("current ratio", TIMES),
    "leverage": ("leverage (liabilities / assets)", PERCENT),
    "debt_to_equity": ("debt-to-equity (total liabilities / stockholders' equity)", TIMES),
    "net_margin": ("net margin", PERCENT),
    "gross_margin": ("gross margin", PERCENT),
    "operating_cash_flow_margin": ("operating cash flow margin", PERCENT),
    "liquidity": ("liquidity (cash and equivalents / liabilities)", PERCENT),
    "interest_coverage": ("interest coverage (operating income / interest expense)", TIMES),
    "revenue_yoy": ("revenue growth year over year", PERCENT),
}


@dataclass
class Unavailable:
    name: str
    reason: str


@dataclass
class RatioSet:
    claims: list[Claim] = field(default_factory=list)
    unavailable: list[Unavailable] = field(default_factory=list)
    inputs: dict[str, Fact] = field(default_factory=dict)  # role -> fact (revenue, assets, …)

    def get(self, name: str) -> Claim | None:
        return next((c for c in self.claims if c.name == name), None)


def _period_text(fact: Fact) -> str:
    return fact.end.isoformat() if fact.is_instant else f"{fact.quarters} quarter(s) to {fact.end.isoformat()}"


class RatioBuilder:
    def __init__(self, ff: FilingFacts, quarters: int | None = None) -> None:
        self.ff = ff
        self.out = RatioSet()
        self.end = ff.period_end
        self.quarters = quarters or ff.report_quarters
        self._fact_claims: dict[str, Claim] = {}

    # -- picking facts ----------------------------------------------------------------------------
    def pick(
        self, candidates: list[str], *, instant: bool, statement: str | None = None, largest: bool = False
    ) -> Fact | None:
        q = 0 if instant else self.quarters
        found = [
            f
            for c in candidates
            if (f := self.ff.find(c, end=self.end, quarters=q)) is not None
            and not self.ff.ambiguous(c, end=self.end, quarters=q)
        ]
        if statement is not None and found:
            shown = [f for f in found if self.ff.is_presented(f.concept, statement)]
            found = shown or found
        if not found:
            return None
        if largest:
            return max(found, key=lambda f: (f.value, -candidates.index(f.concept)))
        return found[0]

    def revenue(self) -> Fact | None:
        return self.pick(REVENUE, instant=False, statement="IS", largest=True)

    def fact_claim(self, role: str, fact: Fact, label: str) -> Claim:
        if fact.key in self._fact_claims:
            return self._fact_claims[fact.key]
        claim = Claim(
            id=f"c{len(self.out.claims) + 1}",
            kind="fact",
            name=role,
            value=fact.value,
            unit=fact.unit,
            formula="e0",
            evidence=[fact.key],
            text=f"{label}",
            period=_period_text(fact),
            note=f"reported as {fact.concept}",
        )
        self.out.claims.append(claim)
        self.out.inputs[role] = fact
        self._fact_claims[fact.key] = claim
        return claim

    def ratio(
        self,
        name: str,
        formula: str,
        facts: list[Fact],
        note: str | None = None,
        kind: str = "ratio",
        unit: str = "pure",
    ) -> Claim | None:
        label, display = RATIOS.get(name, (name.replace("_", " "), ""))
        try:
            value = formulas.evaluate(formula, [f.value for f in facts])
        except InputError as exc:  # division by zero on the cited values
            self.out.unavailable.append(Unavailable(name, f"cannot compute {label}: {exc}"))
            return None
        claim = Claim(
            id=f"c{len(self.out.claims) + 1}",
            kind=kind,
            name=name,
            value=value,
            unit=unit,  # type: ignore[arg-type]
            formula=formula,
            evidence=[f.key for f in facts],
            text=label,
            display=display,
            period=_period_text(facts[0]),
            note=note,
        )
        self.out.claims.append(claim)
        return claim

    def missing(self, name: str, what: str) -> None:
        label = RATIOS.get(name, (name, ""))[0]
        self.out.unavailable.append(Unavailable(name, f"{label} not computed: {what}"))

    # -- the ratios -------------------------------------------------------------------------------
    def build(self) -> RatioSet:
        when = f"at {self.end.isoformat() if self.end else '?'}"
        span = f"for the {self.quarters}-quarter period to {self.end.isoformat() if self.end else '?'}"
        rev = self.revenue()
        ni = self.pick(NET_INCOME, instant=False, statement="IS")
        ocf = self.pick(OPERATING_CASH, instant=False, statement="CF")
        gp = self.pick(GROSS_PROFIT, instant=False, statement="IS")
        cor = self.pick(COST_OF_REVENUE, instant=False, statement="IS")
        opi = self.pick(OPERATING_INCOME, instant=False, statement="IS")
        intx = self.pick(INTEREST_EXPENSE, instant=False)
        assets = self.pick(ASSETS, instant=True)
        ac = self.pick(ASSETS_CURRENT, instant=True)
        lc = self.pick(LIABILITIES_CURRENT, instant=True)
        liab = self.pick(LIABILITIES, instant=True)
        lse = self.pick(LIABILITIES_AND_EQUITY, instant=True)
        eq = self.pick(EQUITY, instant=True)
        teq = self.pick(TOTAL_EQUITY, instant=True)
        cash = self.pick(CASH, instant=True)

        for role, fact, label in (
            ("revenue", rev, "revenue"),
            ("net_income", ni, "net income"),
            ("operating_cash_flow", ocf, "operating cash flow"),
            ("gross_profit", gp, "gross profit"),
            ("operating_income", opi, "operating income"),
            ("interest_expense", intx, "interest expense"),
            ("assets", assets, "total assets"),
            ("assets_current", ac, "current assets"),
            ("liabilities_current", lc, "current liabilities"),
            ("liabilities", liab, "total liabilities"),
            ("liabilities_and_equity", lse, "total liabilities and equity"),
            ("equity", eq, "stockholders' equity"),
            ("cash", cash, "cash and cash equivalents"),
        ):
            if fact is not None:
                self.fact_claim(role, fact, label)

        # Liabilities: reported, or total liabilities and equity minus total equity (said in the note).
        liab_facts: list[Fact] | None = [liab] if liab else None
        liab_expr, liab_note = "e0", None
        if liab is None and lse is not None and teq is not None:
            liab_facts, liab_expr = [lse, teq], "(e0 - e1)"
            liab_note = f"Liabilities not reported: derived as {lse.concept} - {teq.concept}"
            self.ratio("liabilities_derived", "e0 - e1", [lse, teq], note=liab_note, unit="USD")
            self.out.claims[-1].text = "total liabilities (derived)"
            self.out.claims[-1].display = ""

        def shift(expr: str, by: int) -> str:  # renumber e0.. for use after `by` other evidence facts
            return re.sub(r"e(\d+)", lambda m: f"e{int(m.group(1)) + by}", expr)

        if ac and lc:
            if lc.value != 0:
                self.ratio("current_ratio", "e0 / e1", [ac, lc])
            else:
                self.missing("current_ratio", "current liabilities are zero")
        else:
            self.missing("current_ratio", f"AssetsCurrent and LiabilitiesCurrent {when} are not both reported")

        if liab_facts and assets:
            self.ratio(
                "leverage", f"{liab_expr} / {shift('e0', len(liab_facts))}", liab_facts + [assets], note=liab_note
            )
        else:
            self.missing(
                "leverage",
                f"Liabilities (or LiabilitiesAndStockholdersEquity and equity) and Assets {when} are not reported",
            )

        if liab_facts and eq:
            if eq.value > 0:
                if eq in liab_facts:
                    idx = liab_facts.index(eq)
                    self.ratio("debt_to_equity", f"{liab_expr} / e{idx}", liab_facts, note=liab_note)
                else:
                    self.ratio(
                        "debt_to_equity",
                        f"{liab_expr} / {shift('e0', len(liab_facts))}",
                        liab_facts + [eq],
                        note=liab_note,
                    )
            else:
                self.missing("debt_to_equity", "stockholders' equity is not positive")
        else:
            self.missing("debt_to_equity", f"Liabilities and StockholdersEquity {when} are not both reported")

        if rev is None:
            for name in ("net_margin", "gross_margin", "operating_cash_flow_margin", "revenue_yoy"):
                self.missing(
                    name, f"no revenue {span} is reported (looked for {', '.join(c.split(':')[1] for c in REVENUE)})"
                )
        elif rev.value <= 0:
            for name in ("net_margin", "gross_margin", "operating_cash_flow_margin"):
                self.missing(name, "revenue is not positive")
        if rev is not None and rev.value > 0:
            if ni:
                self.ratio("net_margin", "e0 / e1", [ni, rev])
            else:
                self.missing("net_margin", f"NetIncomeLoss {span} is not reported")
            if gp:
                self.ratio("gross_margin", "e0 / e1", [gp, rev])
            elif cor:
                self.ratio(
                    "gross_margin",
                    "(e0 - e1) / e0",
                    [rev, cor],
                    note=f"GrossProfit not reported: revenue minus {cor.concept}",
                )
            else:
                self.missing("gross_margin", f"neither GrossProfit nor a cost of revenue {span} is reported")
            if ocf:
                self.ratio("operating_cash_flow_margin", "e0 / e1", [ocf, rev])
            else:
                self.missing(
                    "operating_cash_flow_margin", f"NetCashProvidedByUsedInOperatingActivities {span} is not reported"
                )
        if rev is not None:
            prior = self.ff.prior(rev)
            if prior is None:
                self.missing("revenue_yoy", f"{rev.concept} for the comparable period a year before is not reported")
            elif prior.value == 0:
                self.missing("revenue_yoy", "prior-year revenue is zero")
            else:
                self.fact_claim("revenue_prior", prior, "revenue a year earlier")
                self.ratio("revenue_yoy", "(e0 - e1) / abs(e1)", [rev, prior], kind="trend")

        if cash and liab_facts:
            self.ratio("liquidity", f"e0 / {shift(liab_expr, 1)}", [cash] + liab_facts, note=liab_note)
        else:
            self.missing(
                "liquidity", f"CashAndCashEquivalentsAtCarryingValue and Liabilities {when} are not both reported"
            )

        if opi and intx:
            if intx.value > 0:
                self.ratio("interest_coverage", "e0 / e1", [opi, intx])
            else:
                self.missing("interest_coverage", "interest expense is not positive")
        else:
            self.missing("interest_coverage", f"OperatingIncomeLoss and InterestExpense {span} are not both reported")
        return self.out


def compute_ratios(ff: FilingFacts, quarters: int | None = None) -> RatioSet:
    """Every ratio and trend of the filing; ``quarters`` overrides the report's duration for flows (e.g. the
    quarter of a 10-Q instead of its year to date)."""
    return RatioBuilder(ff, quarters).build()
