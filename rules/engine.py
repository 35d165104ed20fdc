"""The rule registry and runner. Each rule is one module beside its queries (cypher/rules/<rule>/):

- :mod:`auditgraph.rules.dqc_0001` — DQC.US.0001 axis with inappropriate members (the rule data's axes, the us-gaap
  release's definition network in the graph for the members each allows)
- :mod:`auditgraph.rules.dqc_0008` — DQC.US.0008 reversed calculation (the filing's calculation arcs against the
  release's calculation network in the graph)
- :mod:`auditgraph.rules.dqc_0004` … ``dqc_0036`` — DQC.US.0004, 0005, 0006, 0009, 0013, 0014, 0033, 0036, each reading
  its own data (concepts, pairs, element ids) from the DQC rules taxonomy in the graph (:mod:`auditgraph.rules.ruledata`)
- :mod:`auditgraph.rules.dqc_0041` — DQC.US.0041 axis defaults changed from the us-gaap release's (the filing's
  dimension-default arcs against the release's in the graph)
- :mod:`auditgraph.rules.dqc_0047` — DQC.US.0047 base concepts without a balance below the operating cash flow totals
- :mod:`auditgraph.rules.dqc_0084` — DQC.US.0084 durational aggregation (sub-period facts that do not add up to the
  fact of their whole period)
- :mod:`auditgraph.rules.dqc_0043` … ``dqc_0045`` — cash flow calculations: debit/credit descendants of operating cash
  flows with the wrong effective weight; accrual items below investing/financing totals; us-gaap operating, investing
  and financing items moved to another activity's total (release and filing calculations, network by network)
- :mod:`auditgraph.rules.dqc_0046`, ``dqc_0048`` — DQC.US.0046 inappropriate calculation descendant, 0048 required
  calculation root of the cash flow statement (concepts from the rule data, the filing's calculation networks)
- :mod:`auditgraph.rules.dqc_0051` — income tax items deducted from a before-tax total in a calculation
- :mod:`auditgraph.rules.dqc_0052` … ``dqc_0055`` — retirement plan sponsor location members (values on
  DomesticPlanMember, NonUsMember, the geographical axis on the pension tables, the required domestic/foreign members)
- :mod:`auditgraph.rules.dqc_0057` — the cash flow statement's opening and closing balances
- :mod:`auditgraph.rules.dqc_0060`, ``dqc_0061`` — continuing-operations cash flow subtotals without their totals;
  discontinued operations counted twice in a calculation
- :mod:`auditgraph.rules.dqc_0062`, ``dqc_0065`` — no value for the change in cash; InterestPaid in the supplemental
  cash flow section without InterestPaidNet
- :mod:`auditgraph.rules.dqc_0068` … ``dqc_0070`` — the geographical axis on retirement benefit line items (the
  release's network 730000 in the graph); plan asset category components without the axis, on its domain or not below
  their category's fair value; plan asset fair values by category that do not add up to the total
- :mod:`auditgraph.rules.dqc_0071` … ``dqc_0073`` — a revenue/cost breakdown by a single product member; plan asset
  category percentages off the axis or on its domain; line items not permitted on the plan asset categories axis
- :mod:`auditgraph.rules.dqc_0076`, ``dqc_0077`` — remaining performance obligations without durations; durations
  without the start-date axis
- :mod:`auditgraph.rules.dqc_0079` — company members duplicating a country of the SEC's country taxonomy
- :mod:`auditgraph.rules.dqc_0078`, ``dqc_0085``, ``dqc_0098`` — ownership interests without the ownership axis;
  deferred tax footnote concepts on the face statements; revenue recognized above the opening contract liability
- :mod:`auditgraph.rules.dqc_0089`, ``dqc_0091``, ``dqc_0095`` — lease terms on RangeAxis, percentages above 1,000 %,
  cover vs balance-sheet shares outstanding off by a factor of 100 (concepts from the rule data)
- :mod:`auditgraph.rules.dqc_0090`, ``dqc_0099`` — lease payments due against liability + undiscounted excess (totals
  from the rule data); face-statement concepts in no calculation relationship (exception lists from the .xule)
- :mod:`auditgraph.rules.dqc_0015` — DQC.US.0015 negative values
- :mod:`auditgraph.rules.dqc_0117` — DQC.US.0117 dimensional cross check (element ids 9574, 10093)
- :mod:`auditgraph.rules.dqc_0126` — DQC.US.0126 calculation check in the required context (9590)
- :mod:`auditgraph.rules.calc11` — XBRL.CALC11, Calculations 1.1 over every network

A run loads what it needs of the filing once (:mod:`auditgraph.rules.view`), through filing-anchored queries,
and every rule returns a :class:`RuleResult`; a check that cannot be made is listed as not evaluable with its
reason. The decimals-aware arithmetic lives once, in :mod:`auditgraph.rules.arithmetic`.
"""

from __future__ import annotations

import importlib
import uuid
from types import ModuleType

from auditgraph.errors import InputError
from auditgraph.rules import dqc_0117
from auditgraph.rules.common import RULE_VERSION
from auditgraph.rules.models import RuleResult
from auditgraph.rules.view import FACE_STATEMENTS, FilingView, load_view
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore

# The one place rules are registered, in the order their results are reported: the modules of auditgraph.rules
# with RULE, NAME and run(view, concept, period).
RULE_MODULES = (
    "dqc_0001",
    "dqc_0004",
    "dqc_0005",
    "dqc_0006",
    "dqc_0008",
    "dqc_0009",
    "dqc_0013",
    "dqc_0014",
    "dqc_0015",
    "dqc_0033",
    "dqc_0036",
    "dqc_0041",
    "dqc_0043",
    "dqc_0044",
    "dqc_0045",
    "dqc_0046",
    "dqc_0047",
    "dqc_0048",
    "dqc_0051",
    "dqc_0052",
    "dqc_0053",
    "dqc_0054",
    "dqc_0055",
    "dqc_0057",
    "dqc_0060",
    "dqc_0061",
    "dqc_0062",
    "dqc_0065",
    "dqc_0068",
    "dqc_0069",
    "dqc_0070",
    "dqc_0071",
    "dqc_0072",
    "dqc_0073",
    "dqc_0076",
    "dqc_0077",
    "dqc_0078",
    "dqc_0079",
    "dqc_0084",
    "dqc_0085",
    "dqc_0089",
    "dqc_0090",
    "dqc_0091",
    "dqc_0095",
    "dqc_0098",
    "dqc_0099",
    "dqc_0117",
    "dqc_0126",
    "calc11",
)
REGISTRY: dict[str, ModuleType] = {
    m.RULE: m for m in (importlib.import_module(f"auditgraph.rules.{name}") for name in RULE_MODULES)
}
RULES = tuple(REGISTRY)
CHECKED_AXES = dqc_0117.CHECKED_AXES
__all__ = [
    "RULES",
    "REGISTRY",
    "CHECKED_AXES",
    "FACE_STATEMENTS",
    "normalise_rule",
    "run_rule",
    "run_rules",
    "write_findings",
]


def normalise_rule(rule: str) -> str:
    r = rule.strip().upper()
    if r.isdigit():
        r = f"DQC.US.{int(r):04d}"
    if r in ("CALC11", "CALC", "XBRL.CALC11"):
        r = "XBRL.CALC11"
    if r not in REGISTRY:
        raise InputError(f"unknown rule '{rule}'; known: {', '.join(RULES)}")
    return r


def _sorted(res: RuleResult) -> RuleResult:
    res.findings.sort(key=lambda f: (f.concept, f.period, f.role or "", f.dims, f.id))
    res.not_evaluable.sort(key=lambda n: (n.role or "", n.concept or "", n.period or "", n.reason))
    return res


def run_rule(
    store: GraphStore,
    rule: str,
    accession: str,
    *,
    settings: Settings | None = None,
    concept: str | None = None,
    period: str | None = None,
    view: FilingView | None = None,
) -> RuleResult:
    module = REGISTRY[normalise_rule(rule)]
    return _sorted(module.run(view or load_view(store, accession), concept=concept, period=period))


def run_rules(
    store: GraphStore, accession: str, *, settings: Settings | None = None, rules: list[str] | None = None
) -> list[RuleResult]:
    view = load_view(store, accession)
    return [run_rule(store, r, accession, view=view) for r in (rules or list(RULES))]


# Room the embedded server's append-only log needs for a findings write beyond the findings themselves (the swap,
# the revision bump, Redis's own records), and the factor between the rows as JSON and their log records.
FINDINGS_LOG_MARGIN_BYTES = 1024 * 1024
FINDINGS_LOG_FACTOR = 4


def _room_for(store: GraphStore, *batches: list[dict]) -> None:
    """Refuse a findings write that the embedded server's disk cannot take, before anything is sent: with
    ``appendfsync always`` the server exits when a log record does not fit, and every later read (the API's
    included) failed until space was freed and the server restarted. A write that is refused leaves the earlier
    findings, and the server, as they were."""
    server = getattr(store, "server", None)
    if server is None:
        return
    import json

    from auditgraph.diskspace import disk_full, free_bytes

    need = FINDINGS_LOG_MARGIN_BYTES + FINDINGS_LOG_FACTOR * sum(len(json.dumps(b, default=str)) for b in batches)
    free = free_bytes(server.data_dir)
    if free is not None and free < need:
        raise disk_full(
            server.data_dir,
            f"writing findings (about {need:,} bytes of log needed; nothing was "
            "written, the graph server keeps serving reads)",
            "data folder nearly full",
        )


def write_findings(store: GraphStore, accession: str, results: list[RuleResult]) -> int:
    """Replace the filing's findings of these rules in the graph, joined so one query draws the evidence path:
    (:Filing)-[:HAS_FINDING]->(:Finding)-[:VIOLATES]->(:Rule); -[:ABOUT]->(:Fact);
    -[:EVIDENCE {weight, member, position}]->(:Fact) per contributor; -[:MISSING_ADDEND {weight}]->(:Concept)."""
    from auditgraph.ingest.loader import data_folder_lock

    # Written aside first, swapped in by one statement (rules.findings.swap): a run cut short between deleting
    # the old findings and writing the new ones used to leave the filing with none. The run token only lives
    # while the set is pending; the published ids are the findings' own, so output stays deterministic.
    run = uuid.uuid4().hex
    rows, about, evidence, missing = [], [], [], []
    for res in results:
        module = REGISTRY[res.rule]
        for f in res.findings:
            pending_id = f"{f.id}#{run}"
            props = f.model_dump(exclude={"contributors"})
            props["id"], props["pending"] = pending_id, run
            # Contributors as parallel lists of plain values (Neo4j and FalkorDB property types), never JSON.
            props["contributor_keys"] = [c.key or "" for c in f.contributors]
            props["contributor_concepts"] = [c.concept for c in f.contributors]
            props["contributor_values"] = [c.value if c.value is not None else 0.0 for c in f.contributors]
            props["contributor_reported"] = [c.value is not None for c in f.contributors]
            props["contributor_weights"] = [c.weight if c.weight is not None else 1.0 for c in f.contributors]
            props["contributor_members"] = [c.member or "" for c in f.contributors]
            props = {k: v for k, v in props.items() if v is not None and v != []}
            rows.append(
                {
                    "id": pending_id,
                    "filing": accession,
                    "rule": f.rule,
                    "rule_name": module.NAME,
                    "rule_version": RULE_VERSION,
                    "props": props,
                }
            )
            if f.fact_key:
                about.append({"id": pending_id, "key": f.fact_key})
            for i, c in enumerate(f.contributors):
                if c.key and c.key != f.fact_key:
                    evidence.append(
                        {
                            "id": pending_id,
                            "key": c.key,
                            "member": c.member or "",
                            "position": i,
                            "weight": c.weight if c.weight is not None else 1.0,
                        }
                    )
                elif c.key is None and c.value is None:
                    missing.append(
                        {"id": pending_id, "concept": c.concept, "weight": c.weight if c.weight is not None else 1.0}
                    )
    _room_for(store, rows, about, evidence, missing)
    # One findings writer at a time per embedded data folder, so the swap may also clear what a killed run left
    # pending without touching a run still writing (other backends: see README).
    with data_folder_lock(store, "findings.lock", "rule run", wait_s=120.0):
        store.run_batch("rules.findings.write", rows)
        store.run_batch("rules.findings.write_about", about)
        store.run_batch("rules.findings.write_evidence", evidence)
        store.run_batch("rules.findings.write_missing_addends", missing)
        store.run("rules.findings.swap", {"accession": accession, "rules": [r.rule for r in results], "run": run})
    store.bump_revision()
    return len(rows)
