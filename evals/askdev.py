"""The development set for free-form ``ask`` questions (``evals/data/ask_dev.jsonl``), in the free-form format
``auditgraph eval ask`` scores per category. Wording written by hand; gold values read from the instance XML by
a few lines of ElementTree (contexts with their explicit members, facts by prefixed name) — no project code.

``python -m auditgraph.evals.askdev OUT ../shared/data`` writes the file; a test rebuilds and compares it.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path
from typing import Any

XBRLI = "{http://www.xbrl.org/2003/instance}"
XBRLDI = "{http://xbrl.org/2006/xbrldi}"
INSTANCES = {
    "aapl-10k-2023": "aapl-20230930_htm.xml",
    "aapl-10q-2023": "aapl-20230701_htm.xml",
    "msft-10k-2015": "msft-20150630.xml",
    "nflx-10k-2023": "nflx-20240126_htm.xml",
    "unp-10k-2012": "unp-20121231.xml",
}
SEG = "us-gaap:StatementBusinessSegmentsAxis"
PROD = "srt:ProductOrServiceAxis"
GEO = "srt:StatementGeographicalAxis"
# (id, category, folder, question, [(concept, start, end)], members, formula, unit)
# (an input may carry its own members as a fourth item: a segment's share of the consolidated total)
ANSWERABLE: list[tuple[str, str, str, str, list[tuple[Any, ...]], dict[str, str], str | None, str]] = [
    (
        "dev-01",
        "direct",
        "aapl-10k-2023",
        "What were Apple's total net sales in fiscal 2023?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-09-25", "2023-09-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-02",
        "prior_period",
        "aapl-10k-2023",
        "What was Apple's operating cash flow in fiscal 2022?",
        [("us-gaap:NetCashProvidedByUsedInOperatingActivities", "2021-09-26", "2022-09-24")],
        {},
        None,
        "USD",
    ),
    (
        "dev-03",
        "prior_period",
        "aapl-10k-2023",
        "What was Apple's net income in 2021?",
        [("us-gaap:NetIncomeLoss", "2020-09-27", "2021-09-25")],
        {},
        None,
        "USD",
    ),
    (
        "dev-04",
        "members",
        "aapl-10k-2023",
        "How much did Apple make from iPhone sales in fiscal 2023?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-09-25", "2023-09-30")],
        {PROD: "aapl:IPhoneMember"},
        None,
        "USD",
    ),
    (
        "dev-05",
        "members",
        "aapl-10k-2023",
        "What was the operating income of Apple's Greater China segment in 2023?",
        [("us-gaap:OperatingIncomeLoss", "2022-09-25", "2023-09-30")],
        {SEG: "aapl:GreaterChinaSegmentMember"},
        None,
        "USD",
    ),
    (
        "dev-06",
        "members",
        "aapl-10k-2023",
        "What were Apple's Services net sales in fiscal 2022?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2021-09-26", "2022-09-24")],
        {PROD: "us-gaap:ServiceMember"},
        None,
        "USD",
    ),
    (
        "dev-07",
        "per_share",
        "aapl-10k-2023",
        "What was Apple's diluted EPS for fiscal 2023?",
        [("us-gaap:EarningsPerShareDiluted", "2022-09-25", "2023-09-30")],
        {},
        None,
        "USD/share",
    ),
    (
        "dev-08",
        "per_share",
        "aapl-10k-2023",
        "What was Apple's basic earnings per share in 2022?",
        [("us-gaap:EarningsPerShareBasic", "2021-09-26", "2022-09-24")],
        {},
        None,
        "USD/share",
    ),
    (
        "dev-09",
        "per_share",
        "aapl-10k-2023",
        "How many weighted-average diluted shares did Apple have in fiscal 2023?",
        [("us-gaap:WeightedAverageNumberOfDilutedSharesOutstanding", "2022-09-25", "2023-09-30")],
        {},
        None,
        "shares",
    ),
    (
        "dev-10",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's capex in fiscal 2023?",
        [("us-gaap:PaymentsToAcquirePropertyPlantAndEquipment", "2022-09-25", "2023-09-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-11",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's FCF in fiscal 2023?",
        [
            ("us-gaap:NetCashProvidedByUsedInOperatingActivities", "2022-09-25", "2023-09-30"),
            ("us-gaap:PaymentsToAcquirePropertyPlantAndEquipment", "2022-09-25", "2023-09-30"),
        ],
        {},
        "e0 - e1",
        "USD",
    ),
    (
        "dev-12",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's top line in fiscal 2022?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2021-09-26", "2022-09-24")],
        {},
        None,
        "USD",
    ),
    (
        "dev-13",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's SG&A in 2023?",
        [("us-gaap:SellingGeneralAndAdministrativeExpense", "2022-09-25", "2023-09-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-14",
        "derived",
        "aapl-10k-2023",
        "What was Apple's revenue growth year over year in fiscal 2023?",
        [
            ("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-09-25", "2023-09-30"),
            ("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2021-09-26", "2022-09-24"),
        ],
        {},
        "(e0 - e1) / abs(e1)",
        "pure",
    ),
    (
        "dev-15",
        "derived",
        "aapl-10k-2023",
        "What was Apple's leverage, total liabilities divided by total assets, at the end of fiscal 2023?",
        [("us-gaap:Liabilities", None, "2023-09-30"), ("us-gaap:Assets", None, "2023-09-30")],
        {},
        "e0 / e1",
        "pure",
    ),
    (
        "dev-16",
        "derived",
        "aapl-10k-2023",
        "What was Apple's D/E at the end of fiscal 2022?",
        [("us-gaap:Liabilities", None, "2022-09-24"), ("us-gaap:StockholdersEquity", None, "2022-09-24")],
        {},
        "e0 / e1",
        "pure",
    ),
    (
        "dev-17",
        "quarter_vs_ytd",
        "aapl-10q-2023",
        "What was Apple's net income for the third quarter of fiscal 2023?",
        [("us-gaap:NetIncomeLoss", "2023-04-02", "2023-07-01")],
        {},
        None,
        "USD",
    ),
    (
        "dev-18",
        "quarter_vs_ytd",
        "aapl-10q-2023",
        "What were Apple's net sales for the nine months ended July 1, 2023?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-09-25", "2023-07-01")],
        {},
        None,
        "USD",
    ),
    (
        "dev-19",
        "quarter_vs_ytd",
        "aapl-10q-2023",
        "What were Apple's net sales in the quarter ended June 25, 2022?",
        [("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-03-27", "2022-06-25")],
        {},
        None,
        "USD",
    ),
    (
        "dev-20",
        "direct",
        "msft-10k-2015",
        "What was Microsoft's total assets at the end of fiscal 2015?",
        [("us-gaap:Assets", None, "2015-06-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-21",
        "prior_period",
        "msft-10k-2015",
        "What was Microsoft's revenue in fiscal 2014?",
        [("us-gaap:SalesRevenueNet", "2013-07-01", "2014-06-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-22",
        "per_share",
        "msft-10k-2015",
        "What was Microsoft's diluted earnings per share in fiscal 2015?",
        [("us-gaap:EarningsPerShareDiluted", "2014-07-01", "2015-06-30")],
        {},
        None,
        "USD/share",
    ),
    (
        "dev-23",
        "direct",
        "nflx-10k-2023",
        "What was Netflix's cash and cash equivalents at December 31, 2023?",
        [("us-gaap:CashAndCashEquivalentsAtCarryingValue", None, "2023-12-31")],
        {},
        None,
        "USD",
    ),
    (
        "dev-24",
        "jargon",
        "nflx-10k-2023",
        "What was Netflix's bottom line in 2022?",
        [("us-gaap:NetIncomeLoss", "2022-01-01", "2022-12-31")],
        {},
        None,
        "USD",
    ),
    (
        "dev-25",
        "direct",
        "unp-10k-2012",
        "What was Union Pacific's operating income in 2012?",
        [("us-gaap:OperatingIncomeLoss", "2012-01-01", "2012-12-31")],
        {},
        None,
        "USD",
    ),
    (
        "dev-26",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's working capital at the end of fiscal 2023?",
        [("us-gaap:AssetsCurrent", None, "2023-09-30"), ("us-gaap:LiabilitiesCurrent", None, "2023-09-30")],
        {},
        "e0 - e1",
        "USD",
    ),
    (
        "dev-27",
        "members",
        "nflx-10k-2023",
        "What were Netflix's streaming revenues in the UCAN region in 2023?",
        [("us-gaap:Revenues", "2023-01-01", "2023-12-31")],
        {PROD: "nflx:StreamingMember", GEO: "nflx:UnitedStatesAndCanadaMember"},
        None,
        "USD",
    ),
    (
        "dev-28",
        "members",
        "unp-10k-2012",
        "What were Union Pacific's coal freight revenues in 2011?",
        [("us-gaap:CargoAndFreightRevenue", "2011-01-01", "2011-12-31")],
        {SEG: "unp:CoalMember"},
        None,
        "USD",
    ),
    (
        "dev-29",
        "members",
        "msft-10k-2015",
        "What was the revenue of Microsoft's Devices and Consumer segment in fiscal 2015?",
        [("us-gaap:SalesRevenueNet", "2014-07-01", "2015-06-30")],
        {"us-gaap:ConsolidationItemsAxis": "msft:DevicesAndConsumerMember"},
        None,
        "USD",
    ),
    (
        "dev-30",
        "derived",
        "aapl-10k-2023",
        "What percentage of Apple's net sales came from Services in fiscal 2023?",
        [
            (
                "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
                "2022-09-25",
                "2023-09-30",
                {PROD: "us-gaap:ServiceMember"},
            ),
            ("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2022-09-25", "2023-09-30", {}),
        ],
        {},
        "e0 / e1",
        "pure",
    ),
    (
        "dev-31",
        "quarter_vs_ytd",
        "aapl-10q-2023",
        "What was Apple's operating cash flow for the first nine months of fiscal 2023?",
        [("us-gaap:NetCashProvidedByUsedInOperatingActivities", "2022-09-25", "2023-07-01")],
        {},
        None,
        "USD",
    ),
    (
        "dev-32",
        "derived",
        "aapl-10k-2023",
        "By how much did Apple's total assets change from 2022 to 2023?",
        [("us-gaap:Assets", None, "2023-09-30"), ("us-gaap:Assets", None, "2022-09-24")],
        {},
        "e0 - e1",
        "USD",
    ),
    (
        "dev-33",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's EBITDA in fiscal 2023?",
        [
            ("us-gaap:OperatingIncomeLoss", "2022-09-25", "2023-09-30"),
            ("us-gaap:DepreciationDepletionAndAmortization", "2022-09-25", "2023-09-30"),
        ],
        {},
        "e0 + e1",
        "USD",
    ),
    (
        "dev-34",
        "per_share",
        "aapl-10k-2023",
        "What were Apple's dividends declared per share in fiscal 2023?",
        [("us-gaap:CommonStockDividendsPerShareDeclared", "2022-09-25", "2023-09-30")],
        {},
        None,
        "USD/share",
    ),
    (
        "dev-35",
        "per_share",
        "aapl-10k-2023",
        "How many shares of common stock were outstanding at September 30, 2023?",
        [("us-gaap:CommonStockSharesOutstanding", None, "2023-09-30")],
        {},
        None,
        "shares",
    ),
    (
        "dev-36",
        "derived",
        "nflx-10k-2023",
        "What was Netflix's operating margin in 2023?",
        [("us-gaap:OperatingIncomeLoss", "2023-01-01", "2023-12-31"), ("us-gaap:Revenues", "2023-01-01", "2023-12-31")],
        {},
        "e0 / e1",
        "pure",
    ),
    (
        "dev-37",
        "prior_period",
        "nflx-10k-2023",
        "What was Netflix's revenue in 2021?",
        [("us-gaap:Revenues", "2021-01-01", "2021-12-31")],
        {},
        None,
        "USD",
    ),
    (
        "dev-38",
        "jargon",
        "aapl-10k-2023",
        "What was Apple's book value at the end of fiscal 2023?",
        [("us-gaap:StockholdersEquity", None, "2023-09-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-39",
        "direct",
        "msft-10k-2015",
        "What was Microsoft's research and development expense in fiscal year 2015?",
        [("us-gaap:ResearchAndDevelopmentExpense", "2014-07-01", "2015-06-30")],
        {},
        None,
        "USD",
    ),
    (
        "dev-40",
        "quarter_vs_ytd",
        "aapl-10q-2023",
        "What was Apple's diluted EPS for the third quarter of fiscal 2022?",
        [("us-gaap:EarningsPerShareDiluted", "2022-03-27", "2022-06-25")],
        {},
        None,
        "USD/share",
    ),
]
REFUSALS = [
    ("dev-r1", "refuse", "aapl-10k-2023", "What was Tesla's revenue in 2023?", "other_company"),
    ("dev-r2", "refuse", "aapl-10k-2023", "What was Apple's revenue in fiscal 2019?", "period_not_reported"),
    ("dev-r3", "refuse", "aapl-10q-2023", "What was Apple's net income?", "ambiguous"),
    ("dev-r4", "refuse", "nflx-10k-2023", "What was Netflix's iPhone revenue in 2023?", "concept_not_reported"),
    ("dev-r5", "refuse", "aapl-10k-2023", "What was Microsoft's net income in fiscal 2023?", "other_company"),
    (
        "dev-r6",
        "refuse",
        "nflx-10k-2023",
        "What was Netflix's operating income in EMEA in 2023?",
        "concept_not_reported",
    ),
    (
        "dev-r7",
        "refuse",
        "aapl-10k-2023",
        "What was Apple's revenue in the fourth quarter of fiscal 2023?",
        "period_not_reported",
    ),
    ("dev-r8", "refuse", "aapl-10k-2023", "What was AT&T's revenue in 2023?", "other_company"),
]


class Reader:
    def __init__(self, path: Path) -> None:
        root = ET.parse(path).getroot()
        ns = {v: k for k, v in _namespaces(path).items()}
        self.contexts: dict[str, tuple[str | None, str, dict[str, str]]] = {}
        for c in root.iter(XBRLI + "context"):
            p = c.find(XBRLI + "period")
            inst = p.find(XBRLI + "instant")
            members = {m.get("dimension"): m.text.strip() for m in c.iter(XBRLDI + "explicitMember")}
            if c.find(f".//{XBRLDI}typedMember") is not None:
                continue
            if inst is not None:
                self.contexts[c.get("id")] = (None, inst.text.strip()[:10], members)
            else:
                self.contexts[c.get("id")] = (
                    p.find(XBRLI + "startDate").text.strip()[:10],
                    p.find(XBRLI + "endDate").text.strip()[:10],
                    members,
                )
        self.facts: dict[tuple[str, str], set[Fraction]] = {}
        for el in root:
            ref = el.get("contextRef")
            if ref in self.contexts and el.get("unitRef") and el.text and el.text.strip() and "}" in el.tag:
                uri, local = el.tag[1:].split("}")
                prefix = "us-gaap" if "/us-gaap/" in uri else ns.get(uri, "?")
                self.facts.setdefault((f"{prefix}:{local}", ref), set()).add(Fraction(el.text.strip()))

    def value(self, concept: str, start: str | None, end: str, members: dict[str, str]) -> Fraction:
        values = {
            v
            for (name, cid), vals in self.facts.items()
            if name == concept and self.contexts[cid] == (start, end, members)
            for v in vals
        }
        if len(values) != 1:
            raise ValueError(f"{concept} {start}..{end} {members}: {sorted(values)}")
        return values.pop()


def _namespaces(path: Path) -> dict[str, str]:
    return {prefix: uri for _, (prefix, uri) in ET.iterparse(path, events=["start-ns"])}


def build(shared: Path) -> list[dict[str, Any]]:
    readers = {f: Reader(shared / "filings" / f / i) for f, i in INSTANCES.items()}
    out = []
    for qid, cat, folder, question, inputs, members, formula, unit in ANSWERABLE:
        r = readers[folder]
        values = [r.value(i[0], i[1], i[2], i[3] if len(i) > 3 else members) for i in inputs]
        if formula is None:
            value = values[0]
        elif formula == "e0 - e1":
            value = values[0] - values[1]
        elif formula == "e0 + e1":
            value = values[0] + values[1]
        elif formula == "e0 / e1":
            value = values[0] / values[1]
        else:
            value = (values[0] - values[1]) / abs(values[1])
        start, end = inputs[0][1], inputs[0][2]
        months = 0 if start is None else round(((_d(end) - _d(start)).days + 1) / 30.44)
        out.append(
            {
                "id": qid,
                "category": cat,
                "question": question,
                "accession": None,
                "filing": folder,
                "gold": {
                    "answerable": True,
                    "value": float(value),
                    "unit": unit,
                    "concepts": sorted({i[0] for i in inputs}),
                    "period": {"start": start, "end": end},
                    "duration_months": months,
                    "members": members,
                    "formula": formula,
                    "inputs": [{"concept": i[0], "start": i[1], "end": i[2]} for i in inputs],
                    "tolerance": {"relative": 0.005} if formula else 0,
                },
            }
        )
    for qid, cat, folder, question, reason in REFUSALS:
        out.append(
            {
                "id": qid,
                "category": cat,
                "question": question,
                "accession": None,
                "filing": folder,
                "gold": {"answerable": False, "reason": reason},
            }
        )
    return sorted(out, key=lambda q: q["id"])


def _d(text: str) -> Any:
    from datetime import date

    return date.fromisoformat(text)


def main(argv: list[str]) -> None:
    rows = build(Path(argv[2]) if len(argv) > 2 else Path("../shared/data"))
    Path(argv[1]).write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} questions")


if __name__ == "__main__":
    main(sys.argv)
