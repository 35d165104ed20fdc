"""The audit agents over the real typed tools and the embedded graph, scored against independent gold.

The case set is built by auditgraph.evals.caseset from copies of shared filings (Apple 10-K 2023,
Microsoft 10-K 2015, Netflix 10-K 2023) into a graph of its own on the session's embedded server: the
seeded copies share Apple's CIK, so in the session graph they would join Apple's fact history.
Numbers quoted here are in the instance documents, e.g. aapl-20230930_htm.xml: Assets (c-22,
2023-09-30) 352,583m = AssetsCurrent 143,566m + AssetsNoncurrent 209,017m; msft-20150630.xml:
DeferredTaxAssetsLiabilitiesNetNoncurrent (2015-06-30) -2,835m, a concept on the DQC.US.0015 list.
"""

from __future__ import annotations

import json

import pytest

from auditgraph.agents.artifacts import read_audits, trajectory_path
from auditgraph.agents.query import AuditQuery
from auditgraph.agents.service import build_flow, run_audit
from auditgraph.evals.agents import evaluate, load_cases
from auditgraph.evals.caseset import CASES_FILE, Limits, build_case_set, seeded_accession
from auditgraph.store import open_store
from auditgraph.tools.registry import ToolBox
from tests.conftest import SHARED, make_settings

FOLDERS = ("aapl-10k-2023", "msft-10k-2015", "nflx-10k-2023")
APPLE_ASSETS = seeded_accession("DQC.US.0126", "aapl-10k-2023", "us-gaap:Assets", "20230930")


@pytest.fixture(scope="module")
def eval_graph(store, session_settings, registry, tmp_path_factory, shared_data):
    """(settings, graph, case set folder): one copy per seeded case plus an untouched copy per filing."""
    root = tmp_path_factory.mktemp("agents-eval")
    settings = make_settings(session_settings.data_dir, graph_name="auditgraph_agents_eval").model_copy(
        update={"runs_dir": root / "runs"}
    )
    graph = open_store(settings, registry)
    graph.clear()
    graph.schema()
    build_case_set(root / "cases", graph, shared_data=shared_data, folders=FOLDERS, limits=Limits.capped(1))
    yield settings, graph, root / "cases"
    graph.clear()
    graph.close()


@pytest.fixture(scope="module")
def cases(eval_graph):
    return load_cases(eval_graph[2] / CASES_FILE)


def test_the_case_set_is_finmr_shaped_sorted_and_covers_every_rule_and_both_verdicts(eval_graph, cases):
    lines = [json.loads(line) for line in (eval_graph[2] / CASES_FILE).read_text().splitlines()]
    assert len(lines) >= 12 and [c["id"] for c in lines] == sorted(c["id"] for c in lines)
    assert all({"id", "query", "dqc_rule", "accession", "concept", "period", "gold"} <= set(c) for c in lines)
    assert {c["source"]["folder"] for c in lines} == set(FOLDERS)
    assert {(c.dqc_rule, c.gold.verdict) for c in cases} == {
        (rule, verdict)
        for rule in ("DQC.US.0015", "DQC.US.0117", "DQC.US.0126")
        for verdict in ("violation", "consistent")
    } | {("XBRL.CALC11", "violation")}  # a prior-period total only Calculations 1.1 checks (issue #25)
    assert all(c["query"].endswith("?") and c["concept"] in c["query"] for c in lines)
    # Seeded copies live under the output folder; the untouched copy of each filing beside them.
    assert (eval_graph[2] / "filings" / APPLE_ASSETS).is_dir()
    assert (eval_graph[2] / "filings" / "EVAL-BASE-aapl-10k-2023").is_dir()


def test_gold_values_come_from_the_seeding_and_the_filings_own_numbers(cases):
    by_id = {c.id: c for c in cases}
    assets = by_id["0126-aapl-10k-2023-seeded-Assets-20230930"]
    assert assets.accession == APPLE_ASSETS == "EVAL-0126-aapl-10k-2023-assets-20230930"
    # Assets raised by 1,000 units of its precision (decimals -6): 353,583m against 143,566m + 209,017m.
    assert (assets.gold.verdict, assets.gold.reported, assets.gold.expected) == ("violation", 353_583e6, 352_583e6)
    msft = by_id["0015-msft-10k-2015-reported-DeferredTaxAssetsLiabilitiesNetNoncurrent-20150630"]
    assert msft.accession == "EVAL-BASE-msft-10k-2015"
    assert (msft.gold.verdict, msft.gold.reported, msft.gold.expected) == ("violation", -2_835e6, 2_835e6)
    # Apple FY2023 cost of sales: Products 189,282m + Services 24,855m = 214,137m; the builder lowered the
    # larger member by 1,000m, so the members sum to 213,137m.
    cogs = by_id["0117-aapl-10k-2023-seeded-CostOfGoodsAndServicesSold-20220925-20230930"]
    assert (cogs.gold.verdict, cogs.gold.reported, cogs.gold.expected) == ("violation", 214_137e6, 213_137e6)
    # Apple's prior-year Assets (2022-09-24) raised by 1,000m: 353,755m against 135,405m + 217,350m = 352,755m,
    # outside DQC.US.0126's required context, so a Calculations 1.1 case.
    prior = by_id["CALC11-aapl-10k-2023-seeded-Assets-20220924"]
    assert (prior.gold.verdict, prior.gold.reported, prior.gold.expected) == ("violation", 353_755e6, 352_755e6)
    for case in cases:
        if case.gold.verdict == "consistent":
            assert case.gold.reported == case.gold.expected is not None


def test_rebuilding_gives_byte_identical_cases(eval_graph, tmp_path, shared_data):
    settings, graph, first = eval_graph
    build_case_set(tmp_path / "again", graph, shared_data=shared_data, folders=FOLDERS, limits=Limits.capped(1))
    assert (tmp_path / "again" / CASES_FILE).read_bytes() == (first / CASES_FILE).read_bytes()


def test_the_offline_agents_over_the_real_tools_reach_the_joint_accuracy_target(eval_graph, cases):
    settings, graph, _ = eval_graph
    toolbox = ToolBox(graph, settings)
    metrics = evaluate(cases, lambda: build_flow(toolbox, settings, backend="offline", write_artifacts=False))
    assert metrics.n == len(cases) and metrics.joint_accuracy >= 0.95, [o for o in metrics.cases if not o.joint_ok]
    for outcome in metrics.cases:
        if outcome.gold_verdict == "violation":
            assert outcome.verdict == "violation" and outcome.reported_ok and outcome.expected_ok, outcome
    assert set(metrics.per_rule) == {"DQC.US.0015", "DQC.US.0117", "DQC.US.0126", "XBRL.CALC11"}
    assert metrics.gate_rejections == 0 and metrics.structural_error_rate == 0.0


def test_one_audit_of_the_seeded_apple_assets_case_writes_its_artifacts(eval_graph):
    settings, graph, _ = eval_graph
    query = AuditQuery(accession=APPLE_ASSETS, concept="us-gaap:Assets", period="20230930", rule="DQC.US.0126")
    result = run_audit(ToolBox(graph, settings), settings, query, backend="offline")
    assert (result.verdict, result.reported_value, result.expected_value) == ("violation", 353_583e6, 352_583e6)
    # The raised total breaks its balance-sheet calculation for DQC.US.0126 and for Calculations 1.1 alike:
    # check_calc_tree reports both (issue #25 item 5).
    assert result.triggered_rules == ["DQC.US.0126", "XBRL.CALC11"] and result.status == "ok"
    assert f"{APPLE_ASSETS}:320193:us-gaap:Assets:20230930:USD" in result.evidence
    assert 0.0 < result.tau <= 1.0 and result.conflict == 0.0
    audits = read_audits(settings.runs_dir)
    assert [a["run_id"] for a in audits].count(result.run_id) == 1
    assert audits[-1]["result"]["verdict"] == "violation"
    sidecar = json.loads(trajectory_path(settings.runs_dir, result.run_id).read_text())
    assert sidecar["trajectory"]["summary"]["verdict"] == "violation"
    assert {"compliance", "forensic"} <= set(sidecar["trajectory"]["rounds"][0]["juniors"])


def test_the_shared_originals_are_not_modified(eval_graph):
    # Every edit went to a copy: the original instance still reports Assets 352,583m, never the seeded 353,583m.
    original = (SHARED / "filings" / "aapl-10k-2023" / "aapl-20230930_htm.xml").read_text()
    assert ">352583000000<" in original and ">353583000000<" not in original
