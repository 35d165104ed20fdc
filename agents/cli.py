"""``audit``, ``eval`` and ``eval-build``: a thin shell over agents.service, agents.evaluate and
agents.caseset.

The main CLI mounts the sub-app's commands at top level with the real tools plugged in::

    app.add_typer(build_app(make_toolbox, load_settings, open_graph=...))

``make_toolbox()`` returns a ToolBox (closed afterwards when it has ``close()``);
``settings_factory()`` returns settings with the LLM fields (see agents.service) and ``shared_data``;
``open_graph()`` returns an object with ``store`` and ``close()`` (an AppContext) for ``eval-build``,
which loads the case set's filings into the graph.

Exit codes follow the main CLI: 0 success (``audit``: verdict not a violation), 1 ``audit`` found a
violation, 2 usage, input or backend error, 3 store unavailable.
"""
from __future__ import annotations

import json
import sys
import time
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional
from collections.abc import Callable

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.table import Table

from auditgraph.agents.caseset import CASES_FILE, DEFAULT_FOLDERS, Limits, build_case_set
from auditgraph.agents.evaluate import emit_metrics, evaluate, load_cases, render_metrics
from auditgraph.agents.protocol import AuditQuery, AuditResult
from auditgraph.agents.service import build_flow
from auditgraph.agents.toolbox import ToolBox
from auditgraph.errors import AuditgraphError, NotFound, StoreUnavailable


class BackendChoice(str, Enum):
    offline = "offline"
    openai = "openai"


BackendOption = Annotated[Optional[BackendChoice], typer.Option(
    "--backend", help="offline (deterministic policy) or openai (any OpenAI-compatible endpoint); "
                      "default: openai when AUDITGRAPH_LLM_API_KEY is set, else offline")]
MaxSteps = Annotated[int, typer.Option("--max-steps", min=1, help="model turns per junior per round")]
MaxRounds = Annotated[int, typer.Option("--max-rounds", min=1, help="junior rounds before fusing anyway")]
AsJson = Annotated[bool, typer.Option("--json", help="print JSON instead of a table")]


def _close(toolbox: Any) -> None:
    close = getattr(toolbox, "close", None)
    if callable(close):
        close()


# `audit` exit codes: 0 consistent, 1 violation, 2 usage/input/backend error, 3 store unavailable,
# 4 not found (the filing does not report the queried fact; the message says what it does report).
EXIT_NOT_FOUND = 4


def _fail(exc: AuditgraphError) -> typer.Exit:
    typer.echo(f"error: {exc.message}", err=True)
    if isinstance(exc, StoreUnavailable):
        return typer.Exit(code=3)
    return typer.Exit(code=EXIT_NOT_FOUND if isinstance(exc, NotFound) else 2)


def _not_found_answer(query: AuditQuery, exc: NotFound) -> dict:
    """``audit --json`` for a fact the filing does not report: no verdict (no fact is not evidence of
    consistency), the reason, and what the filing does report instead (the reason names it)."""
    return {"status": "not_found", "query": {"accession": query.accession, "concept": query.concept,
                                             "period": query.period},
            "reason": exc.message, "detail": {k: v for k, v in sorted(exc.detail.items()) if v is not None}}


def _print_result(result: AuditResult, console: Console) -> None:
    console.print(f"[bold]{result.query.concept}[/bold] {result.query.period} in {result.query.accession}")
    from auditgraph.findings_view import amount

    console.print(f"verdict: [bold]{result.verdict}[/bold]  reported: {amount(result.reported_value) or '-'}  "
                  f"expected: {amount(result.expected_value) or '-'}")
    console.print(f"rules: {', '.join(result.triggered_rules) or '-'}  τ={result.tau:.4f}  K={result.conflict:.4f}  "
                  f"rounds={result.rounds}  steps={result.steps}  gate rejections={result.gate_rejections}")
    for key in result.evidence:
        console.print(f"  evidence {key}")
    for role, report in sorted(result.reports.items()):
        if report is not None and report.rationale:
            console.print(f"{role}: {report.rationale}")
    console.print(f"run {result.run_id} ({result.backend}/{result.model}, status {result.status})")


def _open_toolbox(make_toolbox: Callable[[], ToolBox]) -> ToolBox:
    try:
        return make_toolbox()
    except AuditgraphError as exc:  # e.g. the store is unreachable
        raise _fail(exc) from exc


def build_app(make_toolbox: Callable[[], ToolBox], settings_factory: Callable[[], Any],
              open_graph: Callable[[], Any] | None = None) -> typer.Typer:
    app = typer.Typer(help="Audit agents: two juniors, a senior, fused verdicts.", no_args_is_help=True)

    @app.command("audit")
    def audit(
        accession: Annotated[str, typer.Option("--accession", "--filing", help="filing accession number")],
        concept: Annotated[str, typer.Option("--concept", help="qualified concept, e.g. us-gaap:Assets, or words ('total revenue') to search for")],
        period: Annotated[str, typer.Option("--period", help="YYYYMMDD or YYYYMMDD-YYYYMMDD")],
        rule: Annotated[Optional[str], typer.Option("--rule", help="focus rule, e.g. DQC.US.0126")] = None,
        backend: BackendOption = None,
        max_steps: MaxSteps = 20,
        max_rounds: MaxRounds = 3,
        as_json: AsJson = False,
    ) -> None:
        """Audit one fact; appends the result to <runs_dir>/audits.jsonl with a trajectory sidecar.

        Exit 0: no violation, 1: violation, 2: usage, input or backend error, 3: store unavailable,
        4: not found (the filing does not report that fact; the message lists what it does report).
        """
        try:
            query = AuditQuery(accession=accession, concept=concept, period=period, rule=rule)
        except ValidationError as exc:
            from auditgraph.validation import describe

            typer.echo(f"error: {describe(exc)}", err=True)
            raise typer.Exit(code=2) from exc
        toolbox = _open_toolbox(make_toolbox)
        try:
            flow = build_flow(toolbox, settings_factory(), backend=backend.value if backend else None,
                              max_steps=max_steps, max_rounds=max_rounds)
            result = flow.run(query)
        except NotFound as exc:
            if as_json:  # the answer a script reads: on stdout, as JSON, like a verdict (exit code unchanged)
                sys.stdout.write(json.dumps(_not_found_answer(query, exc), indent=2, sort_keys=True) + "\n")
            raise _fail(exc) from exc
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            _close(toolbox)
        if as_json:
            sys.stdout.write(result.model_dump_json(indent=2) + "\n")
        else:
            _print_result(result, Console())
        if result.verdict == "violation":
            raise typer.Exit(code=1)

    @app.command("eval")
    def eval_cases(
        cases_path: Annotated[Path, typer.Argument(metavar="CASES.jsonl", exists=True, dir_okay=False,
                                                   help="FinMR-style cases, one JSON object per line")],
        backend: BackendOption = None,
        max_steps: MaxSteps = 20,
        max_rounds: MaxRounds = 3,
        no_rule_hint: Annotated[bool, typer.Option(
            "--no-rule-hint", help="do not tell the agents the case's rule")] = False,
        out: Annotated[Optional[Path], typer.Option("--out", help="also write the metrics JSON here")] = None,
        as_json: AsJson = False,
    ) -> None:
        """Run every case and report joint / verdict accuracy, error rates, steps and conflict."""
        toolbox = _open_toolbox(make_toolbox)
        started = time.perf_counter()
        try:
            cases = load_cases(cases_path)
            settings = settings_factory()
            metrics = evaluate(cases, lambda: build_flow(toolbox, settings, backend=backend.value if backend else None,
                                                         max_steps=max_steps, max_rounds=max_rounds),
                               use_rule_hint=not no_rule_hint)
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            _close(toolbox)
        elapsed = time.perf_counter() - started
        # Timing goes to stderr, not into the metrics: they stay byte-identical from run to run.
        typer.echo(f"{metrics.n} cases in {elapsed:.1f} s ({elapsed / metrics.n:.2f} s per case)", err=True)
        emit_metrics(metrics, out, as_json, render_metrics)

    @app.command("eval-build")
    def eval_build(
        out_dir: Annotated[Path, typer.Argument(metavar="OUT_DIR", file_okay=False,
                                                help="where the filing copies and cases.jsonl are written")],
        filings: Annotated[Optional[list[str]], typer.Option(
            "--filing", "-f", help="shared filing folder to use (repeatable); default: "
                                   + ", ".join(DEFAULT_FOLDERS))] = None,
        max_per_kind: Annotated[Optional[int], typer.Option(
            "--max-per-kind", min=1, help="at most this many cases per filing, rule and kind")] = None,
        shared: Annotated[Optional[Path], typer.Option(
            "--shared", help="shared data folder (default: AUDITGRAPH_SHARED_DATA)")] = None,
        as_json: AsJson = False,
    ) -> None:
        """Build an evaluation case set: copy shared filings to OUT_DIR, seed DQC violations, load the
        copies into the graph and write OUT_DIR/cases.jsonl (gold values computed from the parsed copies).

        The copies keep their companies' CIKs; build and evaluate in a graph of their own
        (e.g. AUDITGRAPH_GRAPH_NAME=auditgraph_eval) so they stay out of the main graph's fact history."""
        settings = settings_factory()
        shared_data = Path(shared or settings.shared_data)
        try:
            graph = open_graph() if open_graph is not None else _default_graph(settings)
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        try:
            report = build_case_set(out_dir, graph.store, shared_data=shared_data,
                                    folders=tuple(filings) if filings else DEFAULT_FOLDERS,
                                    limits=Limits.capped(max_per_kind) if max_per_kind else None)
        except AuditgraphError as exc:
            raise _fail(exc) from exc
        finally:
            graph.close()
        summary = {"out_dir": str(report.out_dir), "cases_file": str(report.out_dir / CASES_FILE),
                   "cases": report.cases, "filings_loaded": report.filings, "by_rule_kind": report.by_rule_kind,
                   "by_folder": report.by_folder}
        if as_json:
            sys.stdout.write(json.dumps(summary, sort_keys=True, indent=2) + "\n")
            return
        console = Console()
        table = Table(title=f"{report.cases} cases, {report.filings} filing copies loaded")
        table.add_column("rule / kind")
        table.add_column("cases", justify="right")
        for key, n in report.by_rule_kind.items():
            table.add_row(key, str(n))
        for folder, n in report.by_folder.items():
            table.add_row(f"[dim]{folder}[/dim]", str(n))
        console.print(table)
        console.print(f"wrote {summary['cases_file']}; next: auditgraph eval {summary['cases_file']}")

    return app


def _default_graph(settings: Any) -> Any:
    from auditgraph.context import build_context

    return build_context(settings)
