"""DQC conformance: XBRL US's own published DQC results, rebuilt as small cases, run through the rule engine.

Each case folder (``tests/conformance/cases/<case-id>/``) holds a minimal XBRL instance (plus a company
schema and linkbases where the rule needs structure) that reproduces the facts a published Arelle + DQC
log lists, and ``expected.json`` with the published outcome and its provenance. The runner loads every
case into a temporary embedded graph (never the configured one), runs the case's rule through the public
engine API (:func:`auditgraph.rules.engine.run_rules`) and compares finding by finding.

A case agrees when the filing loads, every published finding is reported with the same rule element id,
concept, period, dimensions, unit, severity, reported value and (where DQC publishes it) expected value,
and — when the case says the published run reported nothing else — no other finding of that rule appears.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from auditgraph.errors import AuditgraphError, InputError
from auditgraph.settings import Settings

# Values are compared after rounding to whole units: every published value here is an integer amount.
VALUE_TOLERANCE = 0.5


@dataclass(frozen=True)
class ExpectedFinding:
    element_id: str
    concept: str
    period: str
    dims: tuple[str, ...]
    severity: str
    reported: float
    expected: float | None
    unit: str | None

    @property
    def key(self) -> tuple[str, str, tuple[str, ...]]:
        return self.concept, self.period, self.dims


@dataclass(frozen=True)
class Case:
    id: str
    rule: str
    folder: Path
    accession: str
    cik: str | None
    findings: tuple[ExpectedFinding, ...]
    no_other_findings: bool
    published: dict[str, Any]


@dataclass(frozen=True)
class FindingCheck:
    """One published finding against the engine's (or one engine finding nobody published)."""

    status: str  # agree | differs | missing | unexpected
    concept: str
    period: str
    dims: tuple[str, ...]
    published: dict[str, Any] | None
    got: dict[str, Any] | None
    differences: tuple[str, ...] = ()


@dataclass
class CaseResult:
    case: Case
    ingest: str  # "loaded" or the reason the load was refused
    checks: list[FindingCheck] = field(default_factory=list)
    error: str | None = None  # the rule could not be run

    @property
    def agrees(self) -> bool:
        return self.ingest == "loaded" and self.error is None and all(c.status == "agree" for c in self.checks)


@dataclass
class ConformanceReport:
    results: list[CaseResult]

    @property
    def agreeing(self) -> int:
        return sum(r.agrees for r in self.results)

    def summary(self) -> str:
        findings = [c for r in self.results for c in r.checks if c.published is not None]
        matched = sum(c.status == "agree" for c in findings)
        return f"{self.agreeing}/{len(self.results)} cases agree ({matched}/{len(findings)} published findings matched)"

    def to_dict(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "cases_total": len(self.results),
            "cases_agree": self.agreeing,
            "cases": [
                {
                    "id": r.case.id,
                    "rule": r.case.rule,
                    "accession": r.case.accession,
                    "agrees": r.agrees,
                    "ingest": r.ingest,
                    "error": r.error,
                    "published": r.case.published.get("path"),
                    "checks": [
                        {
                            "status": c.status,
                            "concept": c.concept,
                            "period": c.period,
                            "dims": list(c.dims),
                            "published": c.published,
                            "got": c.got,
                            "differences": list(c.differences),
                        }
                        for c in r.checks
                    ],
                }
                for r in self.results
            ],
        }


# ------------------------------------------------------------------------------------------- cases
def _expected_finding(raw: dict[str, Any], where: str) -> ExpectedFinding:
    try:
        return ExpectedFinding(
            element_id=raw["element_id"],
            concept=raw["concept"],
            period=raw["period"],
            dims=tuple(sorted(raw.get("dims") or [])),
            severity=raw.get("severity", "error"),
            reported=float(raw["reported"]),
            expected=None if raw.get("expected") is None else float(raw["expected"]),
            unit=raw.get("unit"),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"{where}: a published finding lacks or mangles {exc}") from exc


def load_case(folder: Path) -> Case:
    path = folder / "expected.json"
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read the case ({exc})") from exc
    for key in ("id", "rule", "accession", "expected", "published", "provenance"):
        if key not in raw:
            raise InputError(f"{path}: missing '{key}'")
    if raw["id"] != folder.name:
        raise InputError(f"{path}: id '{raw['id']}' differs from the folder name '{folder.name}'")
    for key in ("repository", "path", "commit", "licence"):
        if not raw["published"].get(key):
            raise InputError(f"{path}: published.{key} is required (provenance of the expected result)")
    exp = raw["expected"]
    return Case(
        id=raw["id"],
        rule=raw["rule"],
        folder=folder,
        accession=raw["accession"],
        cik=raw.get("cik"),
        findings=tuple(_expected_finding(f, str(path)) for f in exp.get("findings", [])),
        no_other_findings=bool(exp.get("no_other_findings", True)),
        published=raw["published"],
    )


def load_cases(cases_dir: Path, only: list[str] | None = None) -> list[Case]:
    """Every case folder under ``cases_dir`` (sorted by id), or just the ``only`` ids."""
    cases_dir = Path(cases_dir)
    if not cases_dir.is_dir():
        raise InputError(f"{cases_dir}: no such case folder")
    cases = [load_case(p) for p in sorted(cases_dir.iterdir()) if (p / "expected.json").is_file()]
    if only:
        unknown = sorted(set(only) - {c.id for c in cases})
        if unknown:
            raise InputError(f"unknown case(s): {', '.join(unknown)}; known: {', '.join(c.id for c in cases)}")
        cases = [c for c in cases if c.id in only]
    if not cases:
        raise InputError(f"{cases_dir}: no case folders (each holds an expected.json)")
    return cases


# ------------------------------------------------------------------------------------------- compare
def _finding_view(f: Any) -> dict[str, Any]:
    return {
        "element_id": f.element_id,
        "concept": f.concept,
        "period": f.period,
        "dims": sorted(f.dims),
        "unit": f.unit,
        "severity": f.severity,
        "reported": f.reported,
        "expected": f.expected,
    }


def _published_view(e: ExpectedFinding) -> dict[str, Any]:
    return {
        "element_id": e.element_id,
        "concept": e.concept,
        "period": e.period,
        "dims": list(e.dims),
        "unit": e.unit,
        "severity": e.severity,
        "reported": e.reported,
        "expected": e.expected,
    }


def _differences(e: ExpectedFinding, f: Any) -> list[str]:
    out = []
    if f.element_id != e.element_id:
        out.append(f"element id {f.element_id or 'none'} ≠ {e.element_id}")
    if f.severity != e.severity:
        out.append(f"severity {f.severity} ≠ {e.severity}")
    if e.unit is not None and f.unit != e.unit:
        out.append(f"unit {f.unit} ≠ {e.unit}")
    if f.reported is None or abs(f.reported - e.reported) > VALUE_TOLERANCE:
        out.append(f"reported {f.reported} ≠ {e.reported:,.0f}")
    if e.expected is not None and (f.expected is None or abs(f.expected - e.expected) > VALUE_TOLERANCE):
        out.append(f"expected {f.expected} ≠ {e.expected:,.0f}")
    return out


def compare(case: Case, findings: list[Any]) -> list[FindingCheck]:
    """Published findings against the engine's findings of the case's rule, matched on concept, period and dims."""
    pool = sorted(
        findings, key=lambda f: (f.concept, f.period, tuple(sorted(f.dims)), f.element_id or "", getattr(f, "id", ""))
    )
    checks: list[FindingCheck] = []
    for e in sorted(case.findings, key=lambda x: (x.concept, x.period, x.dims, x.element_id)):
        same = [f for f in pool if (f.concept, f.period, tuple(sorted(f.dims))) == e.key]
        if not same:
            checks.append(
                FindingCheck("missing", e.concept, e.period, e.dims, _published_view(e), None, ("not reported",))
            )
            continue
        # Several findings on one fact (e.g. two roles): the one that agrees, else the closest.
        best = min(same, key=lambda f: len(_differences(e, f)))
        pool.remove(best)
        diff = _differences(e, best)
        checks.append(
            FindingCheck(
                "differs" if diff else "agree",
                e.concept,
                e.period,
                e.dims,
                _published_view(e),
                _finding_view(best),
                tuple(diff),
            )
        )
    if case.no_other_findings:
        for f in pool:
            checks.append(
                FindingCheck(
                    "unexpected",
                    f.concept,
                    f.period,
                    tuple(sorted(f.dims)),
                    None,
                    _finding_view(f),
                    ("not in the published result",),
                )
            )
    return checks


# ------------------------------------------------------------------------------------------- run
def _conformance_settings(settings: Settings, data_dir: Path) -> Settings:
    # Always a private embedded graph: the cases must never be written into (or clear) the user's graph.
    return settings.model_copy(
        update={"graph_uri": "embedded", "neo4j_uri": None, "data_dir": data_dir, "graph_name": "conformance"}
    )


def _all_missing(case: Case, why: str) -> list[FindingCheck]:
    return [
        FindingCheck("missing", e.concept, e.period, e.dims, _published_view(e), None, (why,))
        for e in sorted(case.findings, key=lambda x: (x.concept, x.period, x.dims, x.element_id))
    ]


def run_case(store: Any, case: Case, settings: Settings) -> CaseResult:
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.rules.engine import run_rules

    try:
        parsed = parse_filing(case.folder, accession=case.accession, cik=case.cik)
        load_filing(store, parsed, show_progress=False)
    except AuditgraphError as exc:
        return CaseResult(
            case, ingest=f"refused: {exc.message}", checks=_all_missing(case, "the filing was not loaded")
        )
    try:
        # Every rule runs (the public call); only the case's rule is compared.
        results = [r for r in run_rules(store, case.accession, settings=settings) if r.rule == case.rule]
    except AuditgraphError as exc:
        return CaseResult(case, ingest="loaded", error=exc.message, checks=_all_missing(case, "the rule did not run"))
    findings = [f for r in results for f in r.findings]
    checks = compare(case, findings)
    if results and all(r.status == "not_evaluable" for r in results):
        # Silence is not a pass (DESIGN §4): say why the rule could not look at the case.
        return CaseResult(
            case,
            ingest="loaded",
            checks=checks,
            error="not evaluable: " + "; ".join(sorted({r.reason or "no reason given" for r in results})),
        )
    return CaseResult(case, ingest="loaded", checks=checks)


def run_conformance(cases: list[Case], settings: Settings, *, taxonomy: Path | None = None) -> ConformanceReport:
    """Load ``cases`` (and the ``taxonomy`` package, if given) into a fresh temporary graph and compare."""
    from auditgraph.cypher.context import open_graph

    with tempfile.TemporaryDirectory(prefix="ag-conformance-") as tmp:
        s = _conformance_settings(settings, Path(tmp))
        store = open_graph(s)
        try:
            store.clear()
            store.schema()
            if taxonomy is not None:
                from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

                load_taxonomy(store, parse_taxonomy(taxonomy), show_progress=False)
            results = [run_case(store, c, s) for c in cases]
        finally:
            store.close()
    return ConformanceReport(results)


def default_cases_dir() -> Path:
    """The case set shipped in the repository (tests/conformance/cases beside the package)."""
    return Path(__file__).resolve().parents[1] / "tests" / "conformance" / "cases"


# ------------------------------------------------------------------------------------------- output
def _num(v: float | None) -> str:
    return "—" if v is None else f"{v:,.0f}"


def report_rows(report: ConformanceReport) -> list[tuple[str, ...]]:
    """Rows (case, verdict, element id, concept, period, published reported → expected, got, note) for a table."""
    rows = []
    for r in report.results:
        verdict = "agree" if r.agrees else "DISAGREE"
        for c in r.checks:
            p, g = c.published or {}, c.got or {}
            concept = c.concept.split(":")[-1] + (f" [{', '.join(d.split('=')[-1] for d in c.dims)}]" if c.dims else "")
            rows.append(
                (
                    r.case.id,
                    verdict,
                    p.get("element_id") or g.get("element_id") or "",
                    concept,
                    c.period,
                    f"{_num(p.get('reported'))} → {_num(p.get('expected'))}" if p else "",
                    f"{_num(g.get('reported'))} → {_num(g.get('expected'))}" if g else "",
                    _note(r, c),
                )
            )
    return rows


def _note(r: CaseResult, c: FindingCheck) -> str:
    if r.ingest != "loaded":
        return f"ingest {r.ingest}"
    if r.error:
        return f"rule not run: {r.error}"
    return {"agree": "agree", "missing": "not reported", "unexpected": "not in the published result"}.get(
        c.status, "; ".join(c.differences)
    )


def markdown_table(report: ConformanceReport) -> str:
    """The report as a Markdown table (for the README), with the summary line under it."""
    head = ("case", "verdict", "element id", "concept", "period", "XBRL US: reported → expected", "auditgraph", "note")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in report_rows(report):
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |")
    return "\n".join(lines) + f"\n\n{report.summary()}\n"
