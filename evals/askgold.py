"""Gold answers for the ``ask`` question set, read straight from the filings' instance XML.

Independent of the code under test: a few lines of ElementTree read each instance (contexts without a
segment or scenario, facts by local name and contextRef), and the gold values follow the definitions in
README "Memos and answers" with the per-filing choices below written by hand after reading each instance
(the revenue line its income statement presents, the fiscal period). Each gold answer keeps its inputs as
``(concept, context id, value)`` — the justification — so anyone can check it against the XML.

``build_questions(shared)`` returns the question set; ``python -m auditgraph.evals.askgold OUT`` writes it
(the committed copy is ``evals/data/ask_questions.jsonl``; a test rebuilds it and compares).
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

XBRLI = "{http://www.xbrl.org/2003/instance}"


@dataclass(frozen=True)
class FilingSpec:
    folder: str  # under shared/data/filings
    instance: str
    company: str  # how a question names the company
    when: str  # how a question names the period
    end: str  # balance-sheet date
    start: str  # start of the report duration (fiscal year, or year to date for a 10-Q)
    prior: tuple[str, str]  # the comparable prior duration
    revenue: str | None  # the revenue line the income statement presents (None: no revenue)
    # the operating cash flow total the cash flow statement reports (2015 Microsoft and 2017 CARBO report
    # only the continuing-operations element)
    ocf: str = "NetCashProvidedByUsedInOperatingActivities"
    # the cost of revenue line, for gross margin when GrossProfit is not reported (Netflix)
    cost: str | None = None


# Hand-read from each instance (DocumentPeriodEndDate, the income statement's revenue line, the contexts).
FILINGS = [
    FilingSpec(
        "aapl-10k-2023",
        "aapl-20230930_htm.xml",
        "Apple",
        "fiscal 2023",
        "2023-09-30",
        "2022-09-25",
        ("2021-09-26", "2022-09-24"),
        "RevenueFromContractWithCustomerExcludingAssessedTax",
    ),
    FilingSpec(
        "aapl-10q-2023",
        "aapl-20230701_htm.xml",
        "Apple",
        "the nine months ended July 1, 2023",
        "2023-07-01",
        "2022-09-25",
        ("2021-09-26", "2022-06-25"),
        "RevenueFromContractWithCustomerExcludingAssessedTax",
    ),
    FilingSpec(
        "msft-10k-2015",
        "msft-20150630.xml",
        "Microsoft",
        "fiscal 2015",
        "2015-06-30",
        "2014-07-01",
        ("2013-07-01", "2014-06-30"),
        "SalesRevenueNet",
        "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
    ),
    FilingSpec(
        "nflx-10k-2023",
        "nflx-20240126_htm.xml",
        "Netflix",
        "fiscal 2023",
        "2023-12-31",
        "2023-01-01",
        ("2022-01-01", "2022-12-31"),
        "Revenues",
        cost="CostOfRevenue",
    ),
    FilingSpec(
        "unp-10k-2012",
        "unp-20121231.xml",
        "Union Pacific",
        "fiscal 2012",
        "2012-12-31",
        "2012-01-01",
        ("2011-01-01", "2011-12-31"),
        "Revenues",
    ),
    FilingSpec(
        "nflx-10q-2010",
        "nflx-20100930.xml",
        "Netflix",
        "the nine months ended September 30, 2010",
        "2010-09-30",
        "2010-01-01",
        ("2009-01-01", "2009-09-30"),
        "Revenues",
    ),
    FilingSpec(
        "aeon-10q-2023",
        "aeon-20230930x10q_htm.xml",
        "AEON Biopharma",
        "the nine months ended September 30, 2023",
        "2023-09-30",
        "2023-01-01",
        ("2022-01-01", "2022-09-30"),
        None,
    ),
    FilingSpec(
        "standalone",
        "Netflix.10K.xbrl.xml",
        "Netflix",
        "fiscal 2022",
        "2022-12-31",
        "2022-01-01",
        ("2021-01-01", "2021-12-31"),
        "Revenues",
        cost="CostOfRevenue",
    ),
    FilingSpec(
        "standalone",
        "crr.xbrl.xml",
        "CARBO Ceramics",
        "fiscal 2017",
        "2017-12-31",
        "2017-01-01",
        ("2016-01-01", "2016-12-31"),
        "SalesRevenueNet",
        "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
    ),
]

# metric -> (question wording, kind). Facts name their concept; ratios their formula over named inputs.
FACTS = {
    "revenue": ("revenue", "flow"),
    "net_income": ("net income", "flow"),
    "operating_cash_flow": ("operating cash flow", "flow"),
    "interest_expense": ("interest expense", "flow"),
    "gross_profit": ("gross profit", "flow"),
    "assets": ("total assets", "stock"),
    "liabilities": ("total liabilities", "stock"),
    "equity": ("stockholders' equity", "stock"),
    "cash": ("cash and cash equivalents", "stock"),
    "assets_current": ("current assets", "stock"),
    "liabilities_current": ("current liabilities", "stock"),
}
CONCEPT = {
    "net_income": "NetIncomeLoss",
    "operating_cash_flow": "NetCashProvidedByUsedInOperatingActivities",
    "interest_expense": "InterestExpense",
    "gross_profit": "GrossProfit",
    "assets": "Assets",
    "liabilities": "Liabilities",
    "equity": "StockholdersEquity",
    "cash": "CashAndCashEquivalentsAtCarryingValue",
    "assets_current": "AssetsCurrent",
    "liabilities_current": "LiabilitiesCurrent",
    "operating_income": "OperatingIncomeLoss",
}
RATIOS = {  # metric -> (wording, numerator inputs, denominator inputs)
    "current_ratio": "current ratio",
    "leverage": "leverage",
    "debt_to_equity": "debt-to-equity ratio",
    "net_margin": "net margin",
    "gross_margin": "gross margin",
    "operating_cash_flow_margin": "operating cash flow margin",
    "liquidity": "liquidity ratio",
    "interest_coverage": "interest coverage",
    "revenue_yoy": "revenue growth",
}


class Instance:
    def __init__(self, path: Path) -> None:
        root = ET.parse(path).getroot()
        self.contexts: dict[str, tuple[str | None, str]] = {}  # id -> (start or None, end/instant)
        for c in root.iter(XBRLI + "context"):
            if c.find(f"{XBRLI}entity/{XBRLI}segment") is not None or c.find(f"{XBRLI}scenario") is not None:
                continue
            p = c.find(XBRLI + "period")
            inst = p.find(XBRLI + "instant")
            if inst is not None:
                self.contexts[c.get("id")] = (None, inst.text.strip()[:10])
            else:
                self.contexts[c.get("id")] = (
                    p.find(XBRLI + "startDate").text.strip()[:10],
                    p.find(XBRLI + "endDate").text.strip()[:10],
                )
        self.facts: dict[tuple[str, str], list[tuple[int, str]]] = {}  # (name, context) -> [(decimals, value)]
        for el in root:
            ref = el.get("contextRef")
            if ref in self.contexts and el.text and el.text.strip() and "}" in el.tag and "/us-gaap/" in el.tag:
                dec = el.get("decimals")
                rank = 99 if dec == "INF" else int(dec) if dec not in (None, "") else -99
                self.facts.setdefault((el.tag.split("}")[1], ref), []).append((rank, el.text.strip()))

    def value(self, name: str, start: str | None, end: str) -> tuple[str, Fraction] | None:
        """(context id, value) of the non-dimensional fact for exactly this period (the lowest context id
        when several contexts carry the same period and value)."""
        hits = sorted(
            (cid, vals) for (n, cid), vals in self.facts.items() if n == name and self.contexts[cid] == (start, end)
        )
        if not hits:
            return None
        # Duplicates (e.g. the same amount in a note to fewer decimals): the most precise one, as XBRL
        # duplicate handling keeps; duplicates that disagree at the same precision are an error.
        best = max(rank for _, vals in hits for rank, _ in vals)
        values = {Fraction(v) for _, vals in hits for rank, v in vals if rank == best}
        if len(values) != 1:
            raise ValueError(f"{name} {start}..{end}: inconsistent values {sorted(values)}")
        cid = min(cid for cid, vals in hits if any(rank == best for rank, _ in vals))
        return cid, values.pop()


def _token(start: str | None, end: str) -> str:
    e = end.replace("-", "")
    return e if start is None else f"{start.replace('-', '')}-{e}"


def gold_for(spec: FilingSpec, inst: Instance, metric: str) -> dict[str, Any]:
    """{status, value, formula, inputs: [{concept, context, period, value}]} by the README definitions."""
    flow, stock = (spec.start, spec.end), (None, spec.end)
    inputs: list[dict[str, Any]] = []

    def get(name: str | None, period: tuple[str | None, str]) -> Fraction | None:
        if name is None:
            return None
        hit = inst.value(name, *period)
        if hit is None:
            return None
        inputs.append(
            {"concept": f"us-gaap:{name}", "context": hit[0], "period": _token(*period), "value": str(hit[1])}
        )
        return hit[1]

    def liabilities() -> tuple[Fraction | None, str]:
        got = get("Liabilities", stock)
        if got is not None:
            return got, "e{}"
        lse = inst.value("LiabilitiesAndStockholdersEquity", *stock)
        eq = inst.value("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", *stock) or inst.value(
            "StockholdersEquity", *stock
        )
        if lse is None or eq is None:
            return None, ""
        get("LiabilitiesAndStockholdersEquity", stock)
        get("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", stock) or get(
            "StockholdersEquity", stock
        )
        return lse[1] - eq[1], "(e{} - e{})"

    value: Fraction | None = None
    formula = "e0"
    if metric == "revenue":
        value = get(spec.revenue, flow)
    elif metric == "liabilities":
        value, shape = liabilities()
        formula = shape.format(*range(len(inputs))) if value is not None else ""
    elif metric == "operating_cash_flow":
        value = get(spec.ocf, flow)
    elif metric in CONCEPT and metric in FACTS:
        value = get(CONCEPT[metric], flow if FACTS[metric][1] == "flow" else stock)
    elif metric == "current_ratio":
        a, b = get("AssetsCurrent", stock), get("LiabilitiesCurrent", stock)
        value, formula = (a / b, "e0 / e1") if a is not None and b else (None, "")
    elif metric in ("leverage", "debt_to_equity", "liquidity"):
        if metric == "liquidity":
            cash = get("CashAndCashEquivalentsAtCarryingValue", stock)
            if cash is None:
                return {"status": "not_found"}
        liab, shape = liabilities()
        n = len(inputs)
        if liab is None:
            return {"status": "not_found"}
        lterm = shape.format(*range(n - (2 if shape.startswith("(") else 1), n))
        if metric == "leverage":
            assets = get("Assets", stock)
            value, formula = (liab / assets, f"{lterm} / e{n}") if assets else (None, "")
        elif metric == "liquidity":
            value, formula = (cash / liab, f"e0 / {lterm}") if liab else (None, "")
        else:
            eq = inst.value("StockholdersEquity", *stock)
            if eq is None or eq[1] <= 0:
                return {"status": "not_found"}
            if any(i["concept"] == "us-gaap:StockholdersEquity" for i in inputs):
                idx = [i["concept"] for i in inputs].index("us-gaap:StockholdersEquity")
                value, formula = liab / eq[1], f"{lterm} / e{idx}"
            else:
                get("StockholdersEquity", stock)
                value, formula = liab / eq[1], f"{lterm} / e{n}"
    elif metric in ("net_margin", "operating_cash_flow_margin", "gross_margin"):
        num_name = {
            "net_margin": "NetIncomeLoss",
            "operating_cash_flow_margin": spec.ocf,
            "gross_margin": "GrossProfit",
        }[metric]
        if spec.revenue is None or inst.value(spec.revenue, *flow) is None:
            return {"status": "not_found"}
        if metric == "gross_margin" and inst.value("GrossProfit", *flow) is None and spec.cost:
            rev, cost = get(spec.revenue, flow), get(spec.cost, flow)
            if rev is None or cost is None or rev <= 0:
                return {"status": "not_found"}
            return {
                "status": "ok",
                "value": float((rev - cost) / rev),
                "exact": str((rev - cost) / rev),
                "formula": "(e0 - e1) / e0",
                "inputs": inputs,
            }
        num = get(num_name, flow)
        rev = get(spec.revenue, flow)
        if num is None or rev is None or rev <= 0:
            return {"status": "not_found"}
        value, formula = num / rev, "e0 / e1"
    elif metric == "interest_coverage":
        opi, intx = get("OperatingIncomeLoss", flow), get("InterestExpense", flow)
        value, formula = (opi / intx, "e0 / e1") if opi is not None and intx and intx > 0 else (None, "")
    elif metric == "revenue_yoy":
        cur, pri = get(spec.revenue, flow), get(spec.revenue, spec.prior)
        value, formula = ((cur - pri) / abs(pri), "(e0 - e1) / abs(e1)") if cur is not None and pri else (None, "")
    if value is None:
        return {"status": "not_found"}
    return {
        "status": "ok",
        "value": float(value),
        "exact": f"{value.numerator}/{value.denominator}",
        "formula": formula,
        "inputs": inputs,
    }


def _question(spec: FilingSpec, metric: str) -> str:
    if metric in FACTS:
        verb = "were" if metric in ("liabilities", "assets_current", "liabilities_current", "cash") else "was"
        at = "at the end of" if FACTS[metric][1] == "stock" else "in"
        return f"What {verb} {spec.company}'s {FACTS[metric][0]} {at} {spec.when}?"
    return f"What was {spec.company}'s {RATIOS[metric]} in {spec.when}?"


def build_questions(shared: Path) -> list[dict[str, Any]]:
    out = []
    for spec in FILINGS:
        inst = Instance(shared / "filings" / spec.folder / spec.instance)
        for metric in list(FACTS) + list(RATIOS):
            gold = gold_for(spec, inst, metric)
            qid = f"{spec.instance.split('.')[0].split('_')[0].lower()}-{metric}"
            out.append(
                {
                    "id": qid,
                    "folder": spec.folder,
                    "instance": spec.instance,
                    "metric": metric,
                    "question": _question(spec, metric),
                    "gold": gold,
                }
            )
    return sorted(out, key=lambda q: q["id"])


def main(argv: list[str]) -> None:
    shared = Path(argv[2]) if len(argv) > 2 else Path("../shared/data")
    rows = build_questions(shared)
    Path(argv[1]).write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} questions, {sum(r['gold']['status'] == 'ok' for r in rows)} answerable")


if __name__ == "__main__":
    main(sys.argv)
