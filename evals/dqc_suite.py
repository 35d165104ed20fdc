"""XBRL US's DQC conformance suite (``../shared/data/dqc-suite``) through the rule engine.

Each ``DQC_NNNN/variation.xml`` (XBRL conformance-suite layout) lists variations: a test instance and the expected
result — ``<error severity count>CODE</error>`` plus one ``<result>`` per expected message (primary element, fact
value, period, dimensions), or no error for a pass case; ``blockedMessageCodes`` names codes of other rules to
ignore. The runner loads every variation's instance into a temporary embedded graph (with the FASB DQC rules
taxonomy, the rules' own data), runs the variation's rule through :func:`auditgraph.rules.engine.run_rule` and
compares finding by finding on rule element id, concept, value, period and dimensions.

Verdicts: ``agree``, ``disagree`` (with the differences), or ``superseded`` with the reason — a variation written for
a 2016–2017 rule version whose expectation the current (2024) rule changed. Superseded variations are listed in
:data:`SUPERSEDED` by id with the change that supersedes them; they are still run and their outcome reported.
"""

from __future__ import annotations

import re
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from auditgraph.errors import AuditgraphError, InputError
from auditgraph.settings import Settings

CONF = "{http://xbrl.org/2008/conformance}"
VALUE_TOLERANCE = 1e-9

# variation id -> the change of the current rule set that supersedes the suite's expectation (never skipped silently:
# the variation still runs and the report shows what the engine found).
SUPERSEDED: dict[str, str] = {
    "DQC_0006.14.44": (
        "the 2024 rule reports the fact whose context does not fit the fiscal period focus (fact1 of "
        "DQC_0006.md's message template: here dei:DocumentPeriodEndDate, 2014-01-01 to 2015-01-31, 396 days); "
        "the 2016 suite named dei:DocumentFiscalPeriodFocus as the primary element"
    ),
    "DQC_0006.14.2614": (
        "the 2024 rule reports the fact whose context does not fit the fiscal period focus (fact1 of "
        "DQC_0006.md's message template: here dei:DocumentType, 2014-01-01 to 2015-01-30, 395 days); the "
        "2016 suite named dei:DocumentFiscalPeriodFocus as the primary element"
    ),
    "DQC_0009.39.67": (
        "element .39 (DefinedBenefitPlanPlansWithBenefitObligationsInExcessOfPlanAssetsAggregateBenefitObligation "
        "≤ DefinedBenefitPlanBenefitObligation) is not in the 2024 rule: the 2024 DQC rules taxonomy "
        "(dqcrules-0009-2024.xsd) has neither that concept nor ruleID DQC.US.0009.39"
    ),
}


@dataclass(frozen=True)
class ExpectedMessage:
    code: str
    concept: str
    value: str
    period: str  # YYYYMMDD or YYYYMMDD-YYYYMMDD
    dims: tuple[str, ...]


@dataclass(frozen=True)
class Variation:
    id: str
    rule: str  # DQC.US.NNNN
    name: str
    instance: Path
    codes: dict[str, int]  # expected error code -> count
    messages: tuple[ExpectedMessage, ...]
    blocked: tuple[str, ...]

    @property
    def accession(self) -> str:
        return "dqc-suite-" + self.id.replace("_", "-").replace(".", "-")


@dataclass
class VariationResult:
    variation: Variation
    verdict: str  # agree | disagree | superseded
    reason: str = ""
    got: list[dict[str, Any]] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)


@dataclass
class SuiteReport:
    results: list[VariationResult]

    def by_rule(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for r in self.results:
            c = out.setdefault(r.variation.rule, {"agree": 0, "disagree": 0, "superseded": 0, "total": 0})
            c[r.verdict] += 1
            c["total"] += 1
        return dict(sorted(out.items()))

    def summary(self) -> str:
        n = len(self.results)
        agree = sum(r.verdict == "agree" for r in self.results)
        sup = sum(r.verdict == "superseded" for r in self.results)
        return f"{agree}/{n - sup} suite variations agree ({sup} superseded, {n - agree - sup} disagree)"

    def to_dict(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "by_rule": self.by_rule(),
            "variations": [
                {
                    "id": r.variation.id,
                    "rule": r.variation.rule,
                    "name": r.variation.name,
                    "verdict": r.verdict,
                    "reason": r.reason,
                    "expected": [vars(m) | {"dims": list(m.dims)} for m in r.variation.messages],
                    "expected_codes": r.variation.codes,
                    "got": r.got,
                    "differences": r.differences,
                }
                for r in self.results
            ],
        }


# ------------------------------------------------------------------------------------------- reading the suite
def _period(start: str | None, end: str | None) -> str:
    e = (end or "").strip().replace("-", "")
    return f"{start.strip().replace('-', '')}-{e}" if start and start.strip() else e


def _dims(text: str | None) -> tuple[str, ...]:
    if not text or not text.strip():
        return ()
    return tuple(sorted(re.sub(r"\s+", "", d) for d in text.split(",") if d.strip()))


def load_suite(suite_dir: Path, only: list[str] | None = None) -> list[Variation]:
    suite_dir = Path(suite_dir)
    files = sorted(suite_dir.glob("DQC_*/variation.xml"))
    if not files:
        raise InputError(f"{suite_dir}: no DQC_NNNN/variation.xml (the XBRL US DQC conformance suite)")
    out: list[Variation] = []
    for vf in files:
        try:
            root = ET.parse(vf).getroot()
        except ET.ParseError as exc:
            raise InputError(f"{vf}: {exc}") from exc
        number = (root.findtext(f"{CONF}number") or vf.parent.name).strip().removeprefix("DQC_")
        for v in root.iter(f"{CONF}variation"):
            res = v.find(f"{CONF}results")
            inst = v.find(f"{CONF}data/{CONF}instance")
            if res is None or inst is None or not (inst.text or "").strip():
                raise InputError(f"{vf}: variation {v.get('id')} lacks results or an instance")
            codes = {(e.text or "").strip(): int(e.get("count") or 1) for e in res.findall(f"{CONF}error")}
            messages = tuple(
                sorted(
                    (
                        ExpectedMessage(
                            code=next(iter(codes), ""),
                            concept=(r.findtext(f"{CONF}primaryElement") or "").strip(),
                            value=(r.findtext(f"{CONF}factValue") or "").strip(),
                            period=_period(r.findtext(f"{CONF}startDate"), r.findtext(f"{CONF}endDate")),
                            dims=_dims(r.findtext(f"{CONF}dimensions")),
                        )
                        for r in res.findall(f"{CONF}result")
                    ),
                    key=lambda m: (m.concept, m.period, m.dims, m.value),
                )
            )
            blocked = tuple(sorted(c for c in (res.get("blockedMessageCodes") or "").split("|") if c))
            out.append(
                Variation(
                    id=v.get("id") or "",
                    rule=f"DQC.US.{number}",
                    name=(v.findtext(f"{CONF}name") or "").strip(),
                    instance=vf.parent / inst.text.strip(),
                    codes=codes,
                    messages=messages,
                    blocked=blocked,
                )
            )
    out.sort(key=lambda x: x.id)
    if only:
        unknown = sorted(set(only) - {v.id for v in out})
        if unknown:
            raise InputError(f"unknown variation(s): {', '.join(unknown)}")
        out = [v for v in out if v.id in only]
    return out


# ------------------------------------------------------------------------------------------- comparing
def _value_equal(expected: str, f: Any) -> bool:
    raw = getattr(f, "raw", None)
    if raw is not None and raw.strip() == expected:
        return True
    try:
        return f.reported is not None and abs(float(expected) - float(f.reported)) <= VALUE_TOLERANCE * max(
            1.0, abs(float(expected))
        )
    except ValueError:
        return False


def _got(f: Any) -> dict[str, Any]:
    return {
        "element_id": f.element_id,
        "concept": f.concept,
        "period": f.period,
        "dims": sorted(f.dims),
        "reported": f.reported,
        "raw": getattr(f, "raw", None),
    }


def compare(v: Variation, findings: list[Any]) -> list[str]:
    """Differences between the variation's expected messages and the engine's findings (empty = agree)."""
    ours = [f for f in findings if f.element_id not in v.blocked]
    diffs: list[str] = []
    counts: dict[str, int] = {}
    for f in ours:
        counts[f.element_id or ""] = counts.get(f.element_id or "", 0) + 1
    if counts != v.codes:
        diffs.append(f"error counts {dict(sorted(counts.items()))} ≠ expected {dict(sorted(v.codes.items()))}")
    pool = list(ours)
    for m in v.messages:
        hit = next(
            (
                f
                for f in pool
                if f.element_id == m.code
                and f.concept == m.concept
                and f.period == m.period
                and tuple(sorted(re.sub(r"\s+", "", d) for d in f.dims)) == m.dims
                and _value_equal(m.value, f)
            ),
            None,
        )
        if hit is None:
            diffs.append(f"expected {m.code} {m.concept} {m.value} {m.period} {list(m.dims)}: not reported")
        else:
            pool.remove(hit)
    return diffs


# ------------------------------------------------------------------------------------------- running
def run_variation(store: Any, v: Variation) -> VariationResult:
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.rules.engine import run_rule

    try:
        load_filing(store, parse_filing(v.instance, accession=v.accession), show_progress=False)
        result = run_rule(store, v.rule, v.accession)
    except AuditgraphError as exc:
        return _verdict(v, [], [f"not run: {exc.message}"])
    diffs = compare(v, result.findings)
    if result.status == "not_evaluable" and v.codes:
        diffs.append(f"not evaluable: {result.reason}")
    return _verdict(v, [_got(f) for f in result.findings], diffs)


def _verdict(v: Variation, got: list[dict[str, Any]], diffs: list[str]) -> VariationResult:
    if v.id in SUPERSEDED:
        return VariationResult(v, "superseded", SUPERSEDED[v.id], got, diffs)
    return VariationResult(v, "disagree" if diffs else "agree", "; ".join(diffs), got, diffs)


def run_suite(variations: list[Variation], settings: Settings, rules_package: Path) -> SuiteReport:
    """Every variation in one fresh temporary embedded graph, after the DQC rules taxonomy of ``rules_package``."""
    from auditgraph.cypher.context import open_graph
    from auditgraph.ingest.dqcrules import load_rules, parse_rules_package

    rules = parse_rules_package(rules_package)
    with tempfile.TemporaryDirectory(prefix="ag-dqc-suite-") as tmp:
        s = settings.model_copy(
            update={"graph_uri": "embedded", "neo4j_uri": None, "data_dir": Path(tmp), "graph_name": "dqc_suite"}
        )
        store = open_graph(s)
        try:
            store.clear()
            store.schema()
            load_rules(store, rules)
            if any(v.rule == "DQC.US.0001" for v in variations):
                load_release_extract(store, rules_package)
            results = [run_variation(store, v) for v in variations]
        finally:
            store.close()
    return SuiteReport(results)


def load_release_extract(store: Any, package: Path) -> dict:
    """The part of the us-gaap release DQC.US.0001 reads (the dimension trees of its axes and listed members), built
    from the package's definition linkbases: the suite's instances carry their own linkbases, the allowed members come
    from the release, as in a real graph."""
    from auditgraph.ingest.taxonomy import dimension_extract, load_taxonomy, parse_taxonomy
    from auditgraph.rules.dqc_0001 import RULE, release_needs
    from auditgraph.rules.ruledata import load_rule_data

    axes, starts = release_needs(load_rule_data(store, RULE))
    parsed = parse_taxonomy(package, show_progress=False, linkbases=lambda rel: "-def-" in rel)
    return load_taxonomy(store, dimension_extract(parsed, axes, starts), show_progress=False)


def default_suite_dir(settings: Settings) -> Path:
    return Path(settings.shared_data) / "dqc-suite"


def default_rules_package(settings: Settings) -> Path:
    return Path(settings.shared_data) / "us-gaap-2024"


def report_rows(report: SuiteReport) -> list[tuple[str, ...]]:
    return [
        (
            r.variation.id,
            r.verdict,
            ", ".join(f"{c}×{n}" for c, n in sorted(r.variation.codes.items())) or "pass",
            str(len(r.got)),
            r.reason,
        )
        for r in report.results
    ]
