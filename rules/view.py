"""What a rule run reads of one filing, loaded once through filing-anchored queries (cypher/rules/common/).

Every query enters the graph through the filing (its Filing node or the `source` index of its linkbase
relationships), so a check costs what the filing holds, not what the graph holds. The rules themselves then
walk these small structures: Cypher does the traversal, Python the DQC logic and the arithmetic.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property

from auditgraph.decimals import decimals_shown_by_value
from auditgraph.errors import NotFound
from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.common import fmt
from auditgraph.rules.ruledata import RuleData, load_rule_data
from auditgraph.store.base import GraphStore

FACE_STATEMENTS = ("BS", "IS", "CF")
FIRST_XBRL_YEAR = 2009  # the first us-gaap release SEC filers used
_CURRENCY_UNIT_LEN = 3


@dataclass(frozen=True)
class Fact:
    key: str
    concept: str
    value: Decimal
    decimals: str | None
    unit: str | None
    period_type: str | None
    start: str | None
    end: str | None
    instant: str | None
    period: str
    dims: tuple[str, ...]
    context_id: str | None
    duplicate: str | None
    # every member of a collapsed consistent duplicate group ("value|decimals" or "nil"), for Calculations 1.1
    dup_values: tuple[str, ...] = ()

    @property
    def local(self) -> str:
        return self.concept.rsplit(":", 1)[-1]

    @property
    def days(self) -> int:
        """0 for an instant, else the length of the duration in days."""
        if self.instant or not (self.start and self.end):
            return 0
        return (date.fromisoformat(self.end) - date.fromisoformat(self.start)).days

    @property
    def period_end(self) -> str | None:
        return self.instant or self.end

    @property
    def monetary(self) -> bool:
        """A single ISO 4217 currency measure (USD, EUR …): DQC.US.0117 sums monetary values only."""
        u = self.unit or ""
        return len(u) == _CURRENCY_UNIT_LEN and u.isalpha() and u.isupper()

    @property
    def axes(self) -> dict[str, str]:
        return dict(d.split("=", 1) for d in self.dims)

    def display_period(self) -> str:
        return self.instant if self.instant else f"{self.start} to {self.end}"


@dataclass(frozen=True)
class DimFact:
    """Any non-nil fact with dimensions, numeric (value) or not (raw): what an axis rule reads."""

    key: str
    concept: str
    value: Decimal | None
    raw: str | None
    unit: str | None
    decimals: str | None
    start: str | None
    end: str | None
    instant: str | None
    period: str
    dims: tuple[str, ...]

    @property
    def axes(self) -> dict[str, str]:
        return dict(d.split("=", 1) for d in self.dims)

    def display_value(self) -> str:
        return fmt(self.value) if self.value is not None else (self.raw or "")[:300]

    def display_period(self) -> str:
        return self.instant if self.instant else f"{self.start} to {self.end}"


@dataclass(frozen=True)
class ReportPeriod:
    """The required context of DQC's Global Rule Logic: the document period (dei:DocumentPeriodEndDate's
    context) and the report duration (dei:DocumentType's context; a fiscal year in a 10-K, year-to-date in a 10-Q)."""

    start: str | None
    end: str
    days: int
    source: str

    def is_current(self, f: Fact) -> bool:
        if f.instant:
            return f.instant == self.end
        return f.end == self.end and f.start == self.start


@dataclass(frozen=True)
class CalcEdge:
    role: str
    parent: str
    child: str
    weight: float
    order: float | None


@dataclass(frozen=True)
class RoleInfo:
    uri: str
    definition: str
    statement: str | None

    @property
    def is_statement(self) -> bool:
        return "- statement -" in self.definition.lower() or self.statement is not None


@dataclass
class Cube:
    role: str
    line_items: list[str] = field(default_factory=list)
    hypercubes: list[str] = field(default_factory=list)
    axes: list[str] = field(default_factory=list)
    primary: set[str] = field(default_factory=set)


@dataclass
class FilingView:
    accession: str
    cik: str | None
    form: str | None
    taxonomy: str | None
    period_end: str | None
    facts: list[Fact]
    roles: dict[str, RoleInfo]
    calc: list[CalcEdge]
    definition: list[dict]
    document: list[dict]
    store: GraphStore
    _rule_data: dict[str, RuleData] = field(default_factory=dict, repr=False)

    def rule_data(self, rule: str) -> RuleData:
        """The rule's own data from the graph (the DQC rules taxonomy), read once per run."""
        if rule not in self._rule_data:
            self._rule_data[rule] = load_rule_data(self.store, rule)
        return self._rule_data[rule]

    @cached_property
    def dei(self) -> list[dict]:
        """Every non-dimensional dei fact of the filing (numeric or not), with its raw value and period."""
        return self.store.run("rules.common.dei_facts", {"accession": self.accession})

    @cached_property
    def presentation(self) -> dict[str, dict[str, list[str]]]:
        """role -> parent -> children of the filing's presentation linkbase (DQC.US.0065 reads its sections)."""
        out: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for r in self.store.run("rules.common.presentation_network", {"accession": self.accession}):
            out[r["role"]][r["parent"]].append(r["child"])
        return out

    def presented_below(self, starts: set[str]) -> set[str]:
        """Every concept presented below any of ``starts``, in any role."""
        out: set[str] = set()
        for tree in self.presentation.values():
            queue = [s for s in starts if s in tree]
            while queue:
                for c in tree.get(queue.pop(), []):
                    if c not in out:
                        out.add(c)
                        queue.append(c)
        return out

    @cached_property
    def dimensional(self) -> list[DimFact]:
        """Every non-nil fact with dimensions, numeric or not (an axis may qualify any fact: DQC.US.0001, 0089)."""
        return _dim_facts(self.store.run("rules.common.dimensional_facts", {"accession": self.accession}))

    def any_facts(self, concepts: list[str]) -> list[DimFact]:
        """Every non-nil fact of these concepts, numeric or not, with or without dimensions."""
        return _dim_facts(
            self.store.run(
                "rules.common.facts_of_concepts", {"accession": self.accession, "concepts": sorted(concepts)}
            )
        )

    @cached_property
    def us_gaap_release(self) -> tuple[str | None, str | None]:
        """(release the rules read, the filing's own release name): the filing's own us-gaap release when it is loaded
        completely, else the newest loaded one standing in for it; (None, own) when no us-gaap release is loaded."""
        year = taxonomy_year(self.taxonomy or "")
        own = f"us-gaap-{year}" if year else None
        # Each candidate is looked up by name (an index), never by scanning every Taxonomy node: the filing's own
        # release first, then the newest one loaded, from next year's down to the first XBRL year (2009).
        newest = max(year or 0, date.today().year) + 1
        for name in ([own] if own else []) + [f"us-gaap-{y}" for y in range(newest, FIRST_XBRL_YEAR - 1, -1)]:
            if self.store.run("rules.common.release", {"name": name}):
                return name, own
        return None, own

    def dei_value(self, concept: str) -> str | None:
        vals = sorted({(d["raw"] or "").strip() for d in self.dei if d["concept"] == concept})
        return vals[0] if vals else None

    # ------------------------------------------------------------------ facts
    @cached_property
    def non_dimensional(self) -> dict[tuple[str, str, str | None], list[Fact]]:
        """(concept, period, unit) -> the non-dimensional facts."""
        out: dict[tuple, list[Fact]] = defaultdict(list)
        for f in self.facts:
            if not f.dims:
                out[(f.concept, f.period, f.unit)].append(f)
        return out

    @cached_property
    def by_concept(self) -> dict[str, list[Fact]]:
        out: dict[str, list[Fact]] = defaultdict(list)
        for f in self.facts:
            out[f.concept].append(f)
        return out

    # ------------------------------------------------------------------ report period
    @cached_property
    def report(self) -> ReportPeriod | None:
        by = {d["concept"]: d for d in self.document}
        dpe, dt = by.get("dei:DocumentPeriodEndDate"), by.get("dei:DocumentType")
        anchor = dpe if dpe and dpe.get("end") else dt if dt and dt.get("end") else None
        if anchor:
            days = (
                (date.fromisoformat(anchor["end"]) - date.fromisoformat(anchor["start"])).days
                if anchor.get("start")
                else 0
            )
            if dt and dt.get("start") and dt.get("end"):
                days = (date.fromisoformat(dt["end"]) - date.fromisoformat(dt["start"])).days
            return ReportPeriod(start=anchor.get("start"), end=anchor["end"], days=days, source=anchor["concept"])
        if not self.period_end:
            return None
        # No dei document facts: the longest duration ending at the filing's period end stands for the report
        # duration (the fiscal year of a 10-K, the year to date of a 10-Q).
        ending = [f for f in self.facts if f.end == self.period_end and f.start]
        if not ending:
            return ReportPeriod(start=None, end=self.period_end, days=0, source="Filing.period_end")
        longest = max(ending, key=lambda f: (f.days, f.start))
        return ReportPeriod(start=longest.start, end=self.period_end, days=longest.days, source="Filing.period_end")

    # ------------------------------------------------------------------ networks
    @cached_property
    def calc_by_role(self) -> dict[str, dict[str, list[CalcEdge]]]:
        """role -> parent -> children edges, in order."""
        out: dict[str, dict[str, list[CalcEdge]]] = defaultdict(lambda: defaultdict(list))
        for e in self.calc:
            out[e.role][e.parent].append(e)
        return out

    @cached_property
    def domain_members(self) -> dict[str, dict[str, list[str]]]:
        """role -> parent -> members (domain-member arcs of that role)."""
        out: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for e in self.definition:
            if e["rel"] == "DOMAIN_MEMBER":
                out[e["role"]][e["source_concept"]].append(e["target_concept"])
        return out

    @cached_property
    def axis_domains(self) -> dict[tuple[str, str], list[str]]:
        """(role, axis) -> domains."""
        out: dict[tuple[str, str], list[str]] = defaultdict(list)
        for e in self.definition:
            if e["rel"] == "DIMENSION_DOMAIN":
                out[(e["role"], e["source_concept"])].append(e["target_concept"])
        return out

    def descendants(self, role: str, start: str) -> list[str]:
        """Domain-member descendants of ``start`` in ``role``, breadth first, without repeats."""
        tree, seen, out, queue = self.domain_members.get(role, {}), {start}, [], [start]
        while queue:
            node = queue.pop(0)
            for m in tree.get(node, []):
                if m not in seen:
                    seen.add(m)
                    out.append(m)
                    queue.append(m)
        return out

    @cached_property
    def cubes(self) -> dict[str, Cube]:
        """role -> the dimensional table(s) declared in that role of the filing's definition linkbase."""
        out: dict[str, Cube] = {}
        hc_dims: dict[tuple[str, str], list[str]] = defaultdict(list)
        for e in self.definition:
            if e["rel"] == "HYPERCUBE_DIMENSION":
                hc_dims[(e["role"], e["source_concept"])].append(e["target_concept"])
        for e in self.definition:
            if e["rel"] != "ALL":
                continue
            cube = out.setdefault(e["role"], Cube(role=e["role"]))
            cube.line_items.append(e["source_concept"])
            cube.hypercubes.append(e["target_concept"])
            for ax in hc_dims.get((e["role"], e["target_concept"]), []):
                if ax not in cube.axes:
                    cube.axes.append(ax)
            cube.primary |= {e["source_concept"], *self.descendants(e["role"], e["source_concept"])}
        return out

    def statement_roles(self) -> list[RoleInfo]:
        """Face statements of DQC (BS, IS, CF; not equity): '- Statement -' roles that classify as such."""
        return [r for uri, r in sorted(self.roles.items()) if r.is_statement and r.statement in FACE_STATEMENTS]

    def concept_fact_counts(self, concepts: list[str]) -> dict[str, int]:
        rows = self.store.run("rules.common.concept_facts", {"accession": self.accession, "concepts": concepts})
        return {r["concept"]: r["n"] for r in rows}

    def most_frequent_decimals(self, concepts: set[str]) -> str | None:
        """DQC 0126: the decimals a statement is reported in (most frequent among its totals' facts)."""
        counts = Counter(f.decimals for c in concepts for f in self.by_concept.get(c, []) if not f.dims)
        if not counts:
            return None
        best = max(counts.values())
        # Ties: the coarser precision (the statement's rounding), deterministic either way.
        tied = sorted((d for d, n in counts.items() if n == best), key=lambda d: (d is None, _dec_key(d)))
        return tied[0]


def _dim_facts(rows: list[dict]) -> list[DimFact]:
    out = []
    for r in rows:
        value = Decimal(str(r["value"])) if r["numeric"] and r["value"] is not None else None
        out.append(
            DimFact(
                key=r["key"],
                concept=r["concept"],
                value=value,
                raw=r["raw"],
                unit=r["unit"],
                decimals=_decimals(r),
                start=r["start"],
                end=r["end"],
                instant=r["instant"],
                period=_period(r),
                dims=tuple(sorted(r["dims"] or [])),
            )
        )
    return out


def _decimals(r: dict) -> str | None:
    """A fact's decimals as DQC's tolerances read them. The SEC's Financial Statement Data Sets keep each value as
    filed but drop its decimals attribute, so a data-set fact would otherwise count as exact (INF) and any rounding
    difference would fail a sum that the filing's own decimals let pass; it is given the coarsest decimals its value
    shows instead (``decimals_shown_by_value``): the tolerance is then never narrower than the filed one."""
    if r["decimals"] is None and r.get("source") == "fsds" and r["value"] is not None:
        return decimals_shown_by_value(r["value"])
    return r["decimals"]


def _period(r: dict) -> str:
    """The period facts align on. A data-set fact's period is the SEC's month-end ``ddate`` with its length in whole
    quarters beside it (num.txt has no start date): a 10-Q's quarter (``20090630:q1``) and its year to date
    (``20090630:q2``) end on the same ``ddate`` and are different periods."""
    if r.get("source") == "fsds" and r.get("qtrs"):
        return f"{r['period']}:q{r['qtrs']}"
    return r["period"]


def _dec_key(d: str | None) -> int:
    try:
        return int(d)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 10**6


def load_view(store: GraphStore, accession: str) -> FilingView:
    rows = store.run("rules.common.filing", {"accession": accession})
    if not rows or rows[0]["status"] != "complete":
        raise NotFound(f"filing {accession} is not loaded")
    fi = rows[0]
    facts = [
        Fact(
            key=r["key"],
            concept=r["concept"],
            value=Decimal(str(r["value"])),
            decimals=_decimals(r),
            unit=r["unit"],
            period_type=r["period_type"],
            start=r["start"],
            end=r["end"],
            instant=r["instant"],
            period=_period(r),
            dims=tuple(sorted(r["dims"] or [])),
            context_id=r["context_id"],
            duplicate=r["duplicate"],
            dup_values=tuple(r.get("dup_values") or ()),
        )
        for r in store.run("rules.common.numeric_facts", {"accession": accession})
    ]
    roles = {
        r["role"]: RoleInfo(uri=r["role"], definition=r["definition"] or "", statement=r["statement"])
        for r in store.run("rules.common.presentation_roles", {"accession": accession})
    }
    calc = [
        CalcEdge(role=r["role"], parent=r["parent"], child=r["child"], weight=float(r["weight"]), order=r["order"])
        for r in store.run("rules.common.calculation_network", {"accession": accession})
    ]
    definition = store.run("rules.common.definition_network", {"accession": accession})
    document = store.run("rules.common.document_facts", {"accession": accession})
    return FilingView(
        accession=accession,
        cik=fi.get("cik"),
        form=fi.get("form"),
        taxonomy=fi.get("taxonomy"),
        period_end=fi.get("period_end"),
        facts=facts,
        roles=roles,
        calc=calc,
        definition=definition,
        document=document,
        store=store,
    )
