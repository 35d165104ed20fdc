"""What every tool needs from the graph: the filing, the concept, its facts, the DTS to read.

All reads are named queries (cypher/tools/). Missing things raise :class:`NotFound` with a message an
agent can act on (which filings are loaded, which periods are reported); the tool box turns it into a
``not_found`` observation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from auditgraph.errors import NotFound
from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore
from auditgraph.tools.periods import Period


def usable_number(row: dict[str, Any]) -> bool:
    return bool(row.get("numeric")) and not row.get("is_nil") and row.get("value") is not None


def describe_periods(rows: list[dict[str, Any]], limit: int = 12) -> str:
    periods = sorted({r["period"] for r in rows})
    shown = ", ".join(periods[:limit])
    return shown + (f" and {len(periods) - limit} more" if len(periods) > limit else "")


@dataclass
class ToolContext:
    store: GraphStore
    settings: Settings

    # -- filings and DTS sources ------------------------------------------------------------------
    def visible_sources(self) -> tuple[list[str], list[dict[str, Any]]]:
        """(complete filing accessions, complete taxonomies [{name, version}])."""
        rows = self.store.run("tools.visible_sources")
        filings = sorted(r["name"] for r in rows if r["kind"] == "filing")
        taxonomies = sorted(
            ({"name": r["name"], "version": r["detail"]} for r in rows if r["kind"] == "taxonomy"),
            key=lambda t: t["name"],
        )
        return filings, taxonomies

    def filing(self, accession: str) -> dict[str, Any]:
        rows = self.store.run("tools.filing", {"accession": accession})
        if not rows:
            loaded, _ = self.visible_sources()
            shown = ", ".join(loaded[:20]) or "none"
            raise NotFound(
                f"filing {accession} is not loaded (or its ingest has not completed); loaded filings: {shown}",
                accession=accession,
            )
        return rows[0]

    def taxonomy_for(self, filing: dict[str, Any] | None) -> str:
        """The loaded taxonomy release closest to the filing's us-gaap year (the newest when no filing)."""
        taxonomies = self.store.run("tools.complete_taxonomies")
        if not taxonomies:
            raise NotFound("no US-GAAP taxonomy is loaded (auditgraph ingest taxonomy …)")
        wanted = taxonomy_year(filing["taxonomy"]) if filing and filing.get("taxonomy") else None

        def year(t: dict[str, Any]) -> int:
            m = re.search(r"(\d{4})", t["name"])
            return int(m.group(1)) if m else 0

        if wanted is None:
            return max(taxonomies, key=lambda t: (year(t), t["name"]))["name"]
        return min(taxonomies, key=lambda t: (abs(year(t) - wanted), -year(t), t["name"]))["name"]

    @staticmethod
    def has_linkbase(filing: dict[str, Any], kind: str) -> bool:
        """Whether the filing's own DTS brought a linkbase of this kind (cal, def, pre, lab)."""
        return any(str(f).endswith(f"_{kind}.xml") for f in filing.get("source_files") or [])

    # -- concepts ---------------------------------------------------------------------------------
    def concept(self, qname: str) -> dict[str, Any]:
        if ":" not in qname:
            matches = self.store.run("tools.concepts_by_name", {"name": qname})
            if not matches:
                raise NotFound(f"unknown concept '{qname}': give a QName such as us-gaap:{qname}", concept=qname)
            preferred = [m for m in matches if m["qname"].startswith("us-gaap:")]
            if len(matches) > 1 and len(preferred) != 1:
                raise NotFound(
                    f"concept name '{qname}' is ambiguous: {', '.join(m['qname'] for m in matches[:10])}", concept=qname
                )
            qname = (preferred or matches)[0]["qname"]
        rows = self.store.run("tools.concept", {"qname": qname})
        if not rows:
            raise NotFound(f"unknown concept {qname}: it is in no loaded taxonomy or filing", concept=qname)
        return rows[0]

    def labels(self, qnames: list[str]) -> dict[str, dict[str, Any]]:
        if not qnames:
            return {}
        return {r["qname"]: r for r in self.store.run("tools.concept_labels", {"qnames": sorted(set(qnames))})}

    # -- facts ------------------------------------------------------------------------------------
    def facts(self, accession: str, concepts: list[str]) -> list[dict[str, Any]]:
        if not concepts:
            return []
        return self.store.run("tools.facts_of_concepts", {"accession": accession, "concepts": sorted(set(concepts))})

    def concept_facts(self, accession: str, concept: str, period: str | None = None) -> list[dict[str, Any]]:
        """The concept's facts in the filing; NotFound when it reports none (or none for ``period``)."""
        rows = self.facts(accession, [concept])
        if not rows:
            raise NotFound(f"{concept} is not reported in filing {accession}", concept=concept, accession=accession)
        if period is not None:
            Period.parse(period)
            in_period = [r for r in rows if r["period"] == period]
            if not in_period:
                raise NotFound(
                    f"{concept} is not reported for period {period} in filing {accession}; "
                    f"reported periods: {describe_periods(rows)}",
                    concept=concept,
                    period=period,
                )
            return in_period
        return rows

    @staticmethod
    def current_period(filing: dict[str, Any], rows: list[dict[str, Any]]) -> str | None:
        """The filing's current period for these facts: the instant at the document period end, or the
        longest duration ending then (the fiscal year in a 10-K, the year to date in a 10-Q); else the latest."""
        periods = sorted({r["period"] for r in rows if not r.get("dims")} or {r["period"] for r in rows})
        if not periods:
            return None
        parsed = [Period.parse(p) for p in periods]
        end = (filing.get("period_end") or "").replace("-", "")
        at_end = [p for p in parsed if p.end.strftime("%Y%m%d") == end]
        pool = at_end or parsed
        return max(pool, key=lambda p: (p.end, p.days, p.token)).token

    def company_history(self, cik: str, concept: str) -> list[dict[str, Any]]:
        return self.store.run("tools.company_concept_facts", {"cik": cik, "concept": concept})
