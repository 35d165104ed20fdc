"""``audit`` and ``eval`` commands: a thin shell over agents.service and agents.evaluate.

The lead mounts the sub-app on the main CLI with the real tools plugged in::

    app.add_typer(build_app(make_toolbox, load_settings), name="agents")

``make_toolbox()`` returns a ToolBox (closed afterwards when it has ``close()``);
``settings_factory()`` returns settings with the LLM fields (see agents.service).

Exit codes follow the main CLI: 0 success (``audit``: verdict not a violation), 1 ``audit`` found a
violation, 2 usage, input or backend error, 3 store unavailable.
"""
from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional
from collections.abc import Callable

import typer
from rich.console import Console

from auditgraph.agents.evaluate import evaluate, load_cases, metrics_json, render_metrics
from auditgraph.agents.protocol import AuditQuery, AuditResult
from auditgraph.agents.service import build_flow
from auditgraph.agents.toolbox import ToolBox
from auditgraph.errors import AuditgraphError, StoreUnavailable


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


def _fail(exc: AuditgraphError) -> typer.Exit:
    typer.echo(f"error: {exc.message}", err=True)
    return typer.Exit(code=3 if isinstance(exc, StoreUnavailable) else 2)


def _print_result(result: AuditResult, console: Console) -> None:
    console.print(f"[bold]{result.query.concept}[/bold] {result.query.period} in {result.query.accession}")
    console.print(f"verdict: [bold]{result.verdict}[/bold]  reported: {result.reported_value}  "
                  f"expected: {result.expected_value}")
    console.print(f"rules: {', '.join(result.triggered_rules) or '-'}  τ={result.tau:.4f}  K={result.conflict:.4f}  "
                  f"rounds={result.rounds}  steps={result.steps}  gate rejections={result.gate_rejections}")
    for key in result.evidence:
        console.print(f"  evidence {key}")
    console.print(f"run {result.run_id} ({result.backend}/{result.model}, status {result.status})")


def build_app(make_toolbox: Callable[[], ToolBox], settings_factory: Callable[[], Any]) -> typer.Typer:
    app = typer.Typer(help="Audit agents: two juniors, a senior, fused verdicts.", no_args_is_help=True)

    @app.command("audit")
    def audit(
        accession: Annotated[str, typer.Option("--accession", "--filing", help="filing accession number")],
        concept: Annotated[str, typer.Option("--concept", help="qualified concept, e.g. us-gaap:Assets")],
        period: Annotated[str, typer.Option("--period", help="YYYYMMDD or YYYYMMDD-YYYYMMDD")],
        rule: Annotated[Optional[str], typer.Option("--rule", help="focus rule, e.g. DQC.US.0126")] = None,
        backend: BackendOption = None,
        max_steps: MaxSteps = 20,
        max_rounds: MaxRounds = 3,
        as_json: AsJson = False,
    ) -> None:
        """Audit one fact; appends the result to <runs_dir>/audits.jsonl with a trajectory sidecar.

        Exit 0: no violation, 1: violation, 2: usage, input or backend error, 3: store unavailable.
        """
        try:
            query = AuditQuery(accession=accession, concept=concept, period=period, rule=rule)
        except ValueError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(code=2) from exc
        toolbox = make_toolbox()
        try:
            flow = build_flow(toolbox, settings_factory(), backend=backend.value if backend else None,
                              max_steps=max_steps, max_rounds=max_rounds)
            result = flow.run(query)
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
        toolbox = make_toolbox()
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
        body = metrics_json(metrics)
        if out is not None:
            out.write_text(body + "\n", encoding="utf-8")
        if as_json:
            sys.stdout.write(body + "\n")
        else:
            render_metrics(metrics, Console())

    return app
